import { formatDateBR } from '@decola/domain';
import { Dialog } from '../../primitives/Dialog';
import type { NotificationItem } from '../NotificationsMenu';

export type NotificationDetailModalProps = {
  /** The notification to show; nothing opens without one. */
  notification: NotificationItem | null;
  open: boolean;
  /** The close button, Escape or a click outside. */
  onClose: () => void;
};

/**
 * A NEW_NOTIFICATION_WITH_IMAGE notification opens here once marked watched: its
 * title, its large image (`imageNotification`, else the list's `image`), the text and the date.
 */
export function NotificationDetailModal({
  notification,
  open,
  onClose,
}: NotificationDetailModalProps) {
  const image = notification?.imageNotification || notification?.image;
  return (
    <Dialog
      open={open && notification !== null}
      onClose={onClose}
      size="lg"
      title={notification?.title}
      description={
        notification ? (
          <time dateTime={notification.created_at}>{formatDateBR(notification.created_at)}</time>
        ) : undefined
      }
    >
      {notification && (
        <div className="flex flex-col gap-4">
          {image && (
            <img
              src={image}
              alt={notification.title}
              className="max-h-[60dvh] w-full rounded-card bg-surface-muted object-contain"
            />
          )}
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink">
            {notification.description}
          </p>
        </div>
      )}
    </Dialog>
  );
}
