import { NOTIFICATION_TYPE } from '../constants/enums';
import type { NotificationType } from '../constants/enums';
import type { RouteTarget } from '../routes/routeNames';

/** The notification fields the click reads. */
export interface NotificationLink {
  type: NotificationType | (string & {});
  metadata?: { idCourse?: number | string | null; idContent?: number | string | null } | null;
}

export type NotificationAction =
  | { kind: 'route'; target: RouteTarget }
  /** The image type opens its detail modal (after being marked watched). */
  | { kind: 'imageDetail' }
  /** Nothing to open: the notification is only marked watched. */
  | { kind: 'none' };

const present = (value: number | string | null | undefined): value is number | string =>
  value != null && value !== '';

/** Without the ids a route needs, nothing opens. */
export function notificationTarget(notification: NotificationLink): NotificationAction {
  const idCourse = notification.metadata?.idCourse;
  const idContent = notification.metadata?.idContent;
  switch (notification.type) {
    case NOTIFICATION_TYPE.NEW_NOTIFICATION_WITH_IMAGE:
      return { kind: 'imageDetail' };
    case NOTIFICATION_TYPE.DOUBT_RESPONSE:
      return present(idCourse) && present(idContent)
        ? {
            kind: 'route',
            target: {
              name: 'course_content',
              params: { course_id: String(idCourse), content_id: String(idContent) },
            },
          }
        : { kind: 'none' };
    case NOTIFICATION_TYPE.INDICATION_RESPONSE:
    case NOTIFICATION_TYPE.NEW_TRAINING_RESPONSE:
      return present(idCourse)
        ? {
            kind: 'route',
            target: {
              name: 'course',
              params: { course_id: String(idCourse) },
              query: { notification: 'true' },
            },
          }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** The new-notification indicator is on when any notification is unread. */
export const hasUnreadNotifications = (
  notifications: ReadonlyArray<{ isRead?: boolean | null }>,
): boolean => notifications.some((notification) => !notification.isRead);
