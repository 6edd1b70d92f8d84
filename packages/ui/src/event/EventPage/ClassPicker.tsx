import { formatEventSchedule } from '@decola/domain';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Link } from '../../primitives/Link';
import { EVENT_PAGE_TEXT } from './eventPageText';
import type { EventPageClass } from './types';

export type ClassPickerProps = {
  classes: readonly EventPageClass[];
  currentId: number;
  /** The event route of a class: choosing one changes the URL. */
  hrefOf: (eventClass: EventPageClass) => string;
};

const scheduleOf = (eventClass: EventPageClass): string => {
  const { date, time } = formatEventSchedule({ id: eventClass.id, type: 1, classes: [eventClass] });
  return [date || EVENT_PAGE_TEXT.toBeDefined, time].filter(Boolean).join(' · ');
};

/** The event's classes, the chosen one marked; each one is a link. */
export function ClassPicker({ classes, currentId, hrefOf }: ClassPickerProps) {
  return (
    <nav aria-label={EVENT_PAGE_TEXT.classes} data-slot="class-picker">
      <h2 className="mb-3 text-xl font-bold text-ink">{EVENT_PAGE_TEXT.classes}</h2>
      <ul className="flex flex-col gap-2">
        {classes.map((eventClass) => {
          const current = eventClass.id === currentId;
          return (
            <li key={eventClass.id}>
              <Link
                href={hrefOf(eventClass)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-col gap-0.5 rounded-control border p-3 text-ink',
                  focusRing,
                  current
                    ? 'border-primary bg-primary-soft'
                    : 'border-line bg-surface hover:bg-primary-soft',
                )}
              >
                <span className="font-semibold break-words">{eventClass.name}</span>
                <span className="text-sm text-ink-muted">{scheduleOf(eventClass)}</span>
                {eventClass.finishedAt && (
                  <span className="text-sm text-ink-muted">{EVENT_PAGE_TEXT.finished}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
