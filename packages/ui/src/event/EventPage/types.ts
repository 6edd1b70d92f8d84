import type { EnrollmentWindowFields, EventClass, Modality } from '@decola/domain';

/** The fields of an event class the event page shows (the contract's `EventClass`). */
export type EventPageClass = EventClass &
  EnrollmentWindowFields & {
    id: number;
    name: string;
    location?: string | null;
    modality?: Modality | null;
    hasCertificate?: boolean | null;
    scheduleStartDateTime?: string | null;
    scheduleEndDateTime?: string | null;
    instructors?: ReadonlyArray<{ id: number; name: string; image?: string | null }> | null;
  };

/** The fields of an event (type 1) its page's header shows. */
export type EventPageEvent = {
  id: number;
  name: string;
  banner?: string | null;
  image?: string | null;
  rating?: number | null;
  hasCertificate?: boolean | null;
  location?: string | null;
};
