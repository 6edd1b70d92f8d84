import { formatRating, MODALITY_LABELS, type Modality } from '@decola/domain';
import type { ReactNode } from 'react';
import { AwardIcon, MapPinIcon, StarIcon } from '../../icons';
import { EVENT_PAGE_TEXT } from './eventPageText';
import type { EventPageEvent } from './types';

export type EventHeaderProps = {
  event: EventPageEvent;
  /** The chosen class's modality (the event has none of its own). */
  modality?: Modality | null;
  /** The description, rendered by the app's Markdown. */
  description?: ReactNode;
};

/**
 * Banner, name, rating as a number (event ratings answer 'Not implemented', so no
 * ratings section), certificate flag, location and modality.
 */
export function EventHeader({ event, modality, description }: EventHeaderProps) {
  const banner = event.banner || event.image;
  return (
    <header data-slot="event-header" className="overflow-hidden rounded-card bg-surface shadow-sm">
      {banner ? (
        <img
          src={banner}
          alt=""
          className="aspect-[4/1] max-h-72 w-full bg-surface-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/1] max-h-72 w-full bg-primary-soft" />
      )}
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{event.name}</h1>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-ink">
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">{EVENT_PAGE_TEXT.rating}</dt>
            <StarIcon size="md" className="text-warning" />
            <dd className="font-semibold">{formatRating(event.rating)}</dd>
          </div>
          {event.hasCertificate && (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{EVENT_PAGE_TEXT.flags}</dt>
              <AwardIcon size="md" className="text-primary-ink" />
              <dd>{EVENT_PAGE_TEXT.certificate}</dd>
            </div>
          )}
          {event.location && (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{EVENT_PAGE_TEXT.location}</dt>
              <MapPinIcon size="md" className="shrink-0 text-primary-ink" />
              <dd className="break-words">{event.location}</dd>
            </div>
          )}
          {modality && (
            <div className="flex items-center gap-1.5">
              <dt className="font-semibold">{EVENT_PAGE_TEXT.modality}:</dt>
              <dd>{MODALITY_LABELS[modality]}</dd>
            </div>
          )}
        </dl>
        {description && <div className="text-ink">{description}</div>}
      </div>
    </header>
  );
}
