import { formatDateBR } from '@decola/domain';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { TrashIcon } from '../../icons';
import type { NotificationItem } from './NotificationsMenu';

type NotificationEntryProps = {
  notification: NotificationItem;
  onOpen: () => void;
  onDelete: () => void;
};

/** Unread also has a dot, bolder title and 'Não lida': colour is not the only sign. */
export function NotificationEntry({ notification, onOpen, onDelete }: NotificationEntryProps) {
  const { title, description, created_at: createdAt, image, isRead } = notification;
  const date = formatDateBR(createdAt);
  return (
    <li
      data-state={isRead ? 'read' : 'unread'}
      className={cn('flex items-start gap-1 pe-2', isRead ? 'bg-surface' : 'bg-primary-soft')}
    >
      <button
        type="button"
        data-notification-id={notification.id}
        onClick={onOpen}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-3 px-4 py-3 text-start',
          'hover:bg-surface-muted/60',
          FOCUS_RING.inset,
        )}
      >
        {image && (
          <img
            src={image}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-control object-cover"
          />
        )}
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            {!isRead && (
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
            )}
            <span
              className={cn(
                'text-sm',
                isRead ? 'font-medium text-ink-muted' : 'font-bold text-ink',
              )}
            >
              {title}
            </span>
          </span>
          <span className={cn('line-clamp-2 text-sm', isRead ? 'text-ink-muted' : 'text-ink')}>
            {description}
          </span>
          <time dateTime={createdAt} className="text-xs text-ink-muted">
            {date}
          </time>
          {/* Last, so the name read is the visible text first (WCAG 2.5.3), then the state. */}
          {!isRead && <span className="sr-only">Não lida</span>}
        </span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        className={cn(
          'mt-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-ink-muted',
          'hover:bg-danger-soft hover:text-danger',
          FOCUS_RING.near,
        )}
      >
        <TrashIcon size="lg" />
        <span className="sr-only">{`Apagar notificação “${title}” de ${date}`}</span>
      </button>
    </li>
  );
}
