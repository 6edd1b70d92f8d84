import { AttendedEvents } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { asyncStateOf } from '../../api/asyncState';

/** Profile `courses`: the events the learner attended. */
export function AttendedEventsArea({ today }: { today: Date }) {
  const events = useQuery(eventQuery.attended());
  return <AttendedEvents events={events.data ?? []} today={today} state={asyncStateOf(events)} />;
}
