import type { DateInput } from '@decola/domain';
import { CoursePanel } from '../../course/CoursePage/CoursePanel';
import { READY, type AsyncState } from '../../lib/asyncState';
import { EventCard, type EventCardEvent } from '../EventCard';

/** Not in the spec: the list's words (docs/decisions.md); the empty text is spec 2 §8's. */
export const ATTENDED_EVENTS_TEXT = {
  title: 'Eventos de que você participou',
  loading: 'Carregando eventos…',
  error: 'Não foi possível carregar seus eventos.',
  empty: 'Não há nada por aqui.',
} as const;

export type AttendedEventsProps<T extends EventCardEvent> = {
  /** `event/list/attended`, latest first; each card opens its class or training. */
  events: readonly T[];
  today: DateInput;
  state?: AsyncState;
};

/** The events the learner attended, for the profile's courses area. */
export function AttendedEvents<T extends EventCardEvent>({
  events,
  today,
  state = READY,
}: AttendedEventsProps<T>) {
  return (
    <CoursePanel text={ATTENDED_EVENTS_TEXT} slot="attended-events" state={state}>
      {state.status === 'ready' &&
        (events.length === 0 ? (
          <p className="text-ink-muted">{ATTENDED_EVENTS_TEXT.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} today={today} className="w-full" />
              </li>
            ))}
          </ul>
        ))}
    </CoursePanel>
  );
}
