import { database } from '../../db/store';
import { http } from '../../http';
import { notFound } from '../../respond';
import { currentUser } from '../../session';

type Cookies = Record<string, string>;

/** The signed-in user's notifications, newest first (created as an empty list when needed). */
function notificationsOf(cookies: Cookies) {
  const notifications = database().notifications;
  return (notifications[currentUser(cookies).id] ??= []);
}

const NOTIFICATION_NOT_FOUND = 'Notificação não encontrada.';

/** The header's notification list, its detail, watch and delete. */
export const notificationHandlers = [
  http.get('/api/decola/notifications', ({ cookies, response }) =>
    response(200).json({ data: structuredClone(notificationsOf(cookies)) }),
  ),

  http.get('/api/decola/notification/{id}', ({ cookies, params, response }) => {
    const notification = notificationsOf(cookies).find((item) => item.id === Number(params.id));
    if (!notification) return notFound(NOTIFICATION_NOT_FOUND);
    return response(200).json({ data: structuredClone(notification) });
  }),

  http.post('/api/decola/notification/{id}/watch', ({ cookies, params, response }) => {
    const notification = notificationsOf(cookies).find((item) => item.id === Number(params.id));
    if (!notification) return notFound(NOTIFICATION_NOT_FOUND);
    notification.isRead = true;
    return response(200).json({ data: { success: true } });
  }),

  http.delete('/api/decola/notification/{id}/delete', ({ cookies, params, response }) => {
    const notifications = notificationsOf(cookies);
    const index = notifications.findIndex((item) => item.id === Number(params.id));
    if (index < 0) return notFound(NOTIFICATION_NOT_FOUND);
    notifications.splice(index, 1);
    return response(200).json({ data: { success: true } });
  }),
];
