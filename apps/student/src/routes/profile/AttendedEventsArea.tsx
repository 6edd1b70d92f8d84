import { AttendedEvents } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { panelState } from '../../common/panelState';

/** Profile `courses`: the events the learner attended. */
export function AttendedEventsArea({ today }: { today: Date }) {
  const events = useQuery(eventQuery.attended());
  return <AttendedEvents events={events.data ?? []} today={today} state={panelState(events)} />;
}
