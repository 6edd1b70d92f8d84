import { SUCCESS_MESSAGES, notificationTarget, routeHref } from '@decola/domain';
import {
  NotificationDetailModal,
  NotificationsMenu,
  useToast,
  type NotificationItem,
} from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationMutation, notificationQuery } from '../api/notifications';
import { asyncStateOf } from '../api/asyncState';
import { routerPath } from '../common/paths';
import { useErrorToast } from './useErrorToast';

/** The image type opens its detail modal once marked watched. */
export function NotificationsArea() {
  const navigate = useNavigate();
  const toast = useToast();
  const showError = useErrorToast();
  const list = useQuery(notificationQuery.list());
  const watch = useMutation(notificationMutation.watch());
  const remove = useMutation(notificationMutation.delete());
  const [detail, setDetail] = useState<NotificationItem | null>(null);

  async function open(notification: NotificationItem) {
    const action = notificationTarget(notification);
    const marking = notification.isRead ? Promise.resolve() : watch.mutateAsync(notification.id);
    if (action.kind === 'route') void navigate(routerPath(routeHref(action.target)));
    try {
      await marking;
      if (action.kind === 'imageDetail') setDetail(notification);
    } catch (error) {
      showError(error);
    }
  }

  async function deleteNotification(id: number) {
    await remove.mutateAsync(id);
    toast.show('success', SUCCESS_MESSAGES.notificationDeleted);
  }

  return (
    <>
      <NotificationsMenu
        notifications={list.data ?? []}
        state={asyncStateOf(list)}
        onOpen={(notification) => void open(notification)}
        onDelete={deleteNotification}
      />
      <NotificationDetailModal
        notification={detail}
        open={detail !== null}
        onClose={() => setDetail(null)}
      />
    </>
  );
}
