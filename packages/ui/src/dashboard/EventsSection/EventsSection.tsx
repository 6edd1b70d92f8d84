import type { DateInput } from '@decola/domain';
import { EventCard, type EventCardEvent } from '../../event/EventCard';
import type { AsyncState } from '../../lib/asyncState';
import { CarouselSection } from '../shared/CarouselSection';

export const EVENTS_SECTION_TEXT = {
  title: 'Treinamentos',
  loading: 'Carregando os eventos e treinamentos…',
  error: 'Não foi possível carregar os eventos e treinamentos.',
} as const;

export type EventsSectionProps<T extends EventCardEvent> = {
  events: readonly T[];
  /** Today, for each card's 'Novo' flag. */
  today: DateInput;
  /** The list's load; events already shown stay whatever it says. */
  state?: AsyncState;
  /** An event's intro-video button (the dashboard opens the introductory-video modal). */
  onIntroVideoClick?: (event: T) => void;
  className?: string;
};

/**
 * 'Treinamentos': the dashboard carousel of events and trainings. Nothing shows when
 * there are none.
 */
export function EventsSection<T extends EventCardEvent>({
  events,
  today,
  state,
  onIntroVideoClick,
  className,
}: EventsSectionProps<T>) {
  return (
    <CarouselSection
      text={EVENTS_SECTION_TEXT}
      slot="events-section"
      kind="dashboard"
      skeletonShape="event"
      empty={events.length === 0}
      state={state}
      className={className}
    >
      {events.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          today={today}
          onIntroVideoClick={onIntroVideoClick}
        />
      ))}
    </CarouselSection>
  );
}
