import { isDecolaError } from '@decola/api-client';
import { hasAttended } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { asyncStateOf } from '../../api/asyncState';
import { useSessionUser } from '../../shell/useSessionUser';
import { ASKED_AHEAD } from '../../common/askedAhead';

/** The event, the chosen class of it and the learner's situation in that class. */
export function useEventClass(eventId: number, classId: number) {
  const detail = useQuery({ ...eventQuery.detail(eventId), ...ASKED_AHEAD });
  const userId = useSessionUser()?.user.id;
  const event = detail.data;
  // The contract leaves a class's enrolled users optional: none is an empty list.
  const classes = (event?.classes ?? []).map((each) => ({
    ...each,
    enrollUsers: each.enrollUsers ?? [],
  }));
  const eventClass = classes.find((candidate) => candidate.id === classId);
  const missing = isDecolaError(detail.error) && detail.error.status === 404;
  return {
    event,
    classes,
    eventClass,
    userId,
    notFound: missing || (event !== undefined && (event.type !== 1 || !eventClass)),
    /** The event's own load; each panel of the page has its own. */
    state: asyncStateOf(detail),
    enrolled: Boolean(eventClass?.enrollUsers.some((user) => user.id === userId)),
    // The event screen has no QR date: any attendance record counts (domain `hasAttended`).
    attended: hasAttended(eventClass?.attendances),
  };
}
