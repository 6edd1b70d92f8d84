import { parseUrlNumber } from '@decola/domain';
import { EventPage, READY } from '@decola/ui';
import { useParams } from 'react-router-dom';
import { EventScreen } from './EventScreen';

/** Route `event`; ids that are not numbers are not found, without a call. */
export function Component() {
  const params = useParams();
  const eventId = parseUrlNumber(params.event_id);
  const classId = parseUrlNumber(params.class_id);
  if (eventId === undefined || classId === undefined) return <EventPage state={READY} notFound />;
  // Another event starts with its own state; another class of it keeps the event's.
  return <EventScreen key={eventId} eventId={eventId} classId={classId} />;
}
