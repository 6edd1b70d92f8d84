import { formatDateBR, formatTimeBR, type CheckInTarget } from '@decola/domain';
import type { CheckInSubject } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { eventQuery } from '../../api/events';
import { graduationQuery } from '../../api/graduations';

const hours = (start?: string | null, end?: string | null): string | null =>
  start && end ? `${start.slice(0, 5)} até ${end.slice(0, 5)}` : null;

/**
 * What the link confirms, read from the event or training it names; null while it loads or when
 * it cannot be read (the learner can still confirm: the server knows the token).
 */
export function useCheckInSubject(target: CheckInTarget | null): {
  subject: CheckInSubject | null;
  loading: boolean;
} {
  const event = useQuery({
    ...eventQuery.detail(target?.kind === 'event' ? target.eventId : 0),
    enabled: target?.kind === 'event',
  });
  const training = useQuery({
    ...graduationQuery.detail(target?.kind === 'training' ? target.trainingId : 0),
    enabled: target?.kind === 'training',
  });
  if (target?.kind === 'event') {
    const eventClass = event.data?.classes?.find((each) => each.id === target.classId);
    return {
      loading: event.isPending,
      subject: event.data
        ? {
            name: event.data.name,
            part: eventClass?.name,
            date: formatDateBR(target.date),
            time: hours(
              formatTimeBR(eventClass?.scheduleStartDateTime),
              formatTimeBR(eventClass?.scheduleEndDateTime),
            ),
            location: eventClass?.location || event.data.location,
          }
        : null,
    };
  }
  if (target?.kind === 'training') {
    const data = training.data;
    const menus = data?.trainingCourse.menus ?? [];
    const entry = menus.find((menu) => menu.id === data?.qrCodeMenuID) ?? data?.currentMenu ?? null;
    return {
      loading: training.isPending,
      subject: data
        ? {
            name: data.trainingCourse.name,
            part: entry?.title,
            date: formatDateBR(entry?.startDate),
            time: hours(entry?.startHour, entry?.endHour),
            location: entry?.location || data.trainingCourse.location,
          }
        : null,
    };
  }
  return { subject: null, loading: false };
}
