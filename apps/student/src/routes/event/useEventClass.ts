import { errorMessage, isDecolaError } from '@decola/api-client';
import { hasAttended } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { statusOf } from '../../api/status';
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
    status: statusOf(detail),
    errorMessage: detail.error ? errorMessage(detail.error) : null,
    retry: () => void detail.refetch(),
    enrolled: Boolean(eventClass?.enrollUsers.some((user) => user.id === userId)),
    // The event screen has no QR date: any attendance record counts (domain `hasAttended`).
    attended: hasAttended(eventClass?.attendances),
  };
}
