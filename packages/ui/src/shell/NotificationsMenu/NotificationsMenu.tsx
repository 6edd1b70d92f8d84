import { hasUnreadNotifications, MESSAGES, type NotificationLink } from '@decola/domain';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING, focusRing } from '../../lib/focusRing';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { BellIcon, CrossIcon } from '../../icons';
import { NotificationEntry } from './NotificationEntry';

/** A notification as the list shows it. */
export type NotificationItem = NotificationLink & {
  id: number;
  title: string;
  description: string;
  created_at: string;
  isRead: boolean;
  /** Small image shown in the list. */
  image?: string | null;
  /** The large image of NEW_NOTIFICATION_WITH_IMAGE, shown by NotificationDetailModal. */
  imageNotification?: string | null;
};

export type NotificationsMenuProps = {
  notifications: readonly NotificationItem[];
  /** The list's load; a failure shows the app's message with a retry button (LoadState's compact look). */
  state?: AsyncState;
  /**
   * A notification was clicked; the list has closed. The app marks it watched and follows domain
   * `notificationTarget` (a route, or NotificationDetailModal for the image type).
   */
  onOpen: (notification: NotificationItem) => void;
  /**
   * Deletes after the learner confirmed. While the promise runs the confirmation waits; a
   * rejection shows its message there. The app then shows 'Notificação apagada!' and reloads.
   */
  onDelete: (id: number) => Promise<unknown> | void;
  className?: string;
};

const unreadCountLabel = (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`);

/** A Popover, not a menu, because each entry holds two actions (open, delete). */
export function NotificationsMenu({
  notifications,
  state = READY,
  onOpen,
  onDelete,
  className,
}: NotificationsMenuProps) {
  const headingId = useId();
  const status = shownStatus(state);
  const unread = notifications.filter((notification) => !notification.isRead).length;
  const showIndicator = status !== 'loading' && hasUnreadNotifications(notifications);

  return (
    <Popover className={cn('relative', className)} data-slot="notifications-menu">
      <PopoverButton
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-full text-ink',
          'hover:bg-surface-muted data-open:bg-primary-soft data-open:text-primary-ink',
          focusRing,
        )}
      >
        <BellIcon size="xl" />
        {showIndicator && (
          <span
            aria-hidden="true"
            data-slot="unread-indicator"
            className="absolute end-2 top-2 size-2.5 rounded-full bg-danger ring-2 ring-surface"
          />
        )}
        <span className="sr-only">
          {showIndicator ? `Notificações, ${unreadCountLabel(unread)}` : 'Notificações'}
        </span>
      </PopoverButton>
      <PopoverPanel
        className={cn(
          'absolute end-0 top-full z-40 mt-2 flex max-h-[min(32rem,75dvh)] flex-col',
          'w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-card border border-line bg-surface text-ink shadow-xl',
        )}
      >
        {({ close }) => (
          <NotificationsPanel
            headingId={headingId}
            notifications={notifications}
            state={state}
            onOpen={(notification) => {
              // A click closes the list (focus goes back to the bell).
              close();
              onOpen(notification);
            }}
            onDelete={onDelete}
            onClose={() => close()}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}

type NotificationsPanelProps = Pick<
  NotificationsMenuProps,
  'notifications' | 'onOpen' | 'onDelete'
> & { headingId: string; state: AsyncState; onClose: () => void };

/** After a deletion, where focus goes once the entry has left the list. */
type FocusAfterDelete = { id: number; neighbourId: number | null };

function NotificationsPanel({
  headingId,
  notifications,
  state,
  onOpen,
  onDelete,
  onClose,
}: NotificationsPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [toDelete, setToDelete] = useState<NotificationItem | null>(null);
  const focusAfterDelete = useRef<FocusAfterDelete | null>(null);
  const latest = useRef(notifications);

  // The deleted entry's button is gone once the app reloads the list: focus moves to the entry
  // that took its place (or the heading), so keyboard users are not dropped at the page's start.
  // Deferred to a task: the closing dialog hands focus back in a microtask, which must come first.
  const moveFocusAfterDelete = () =>
    setTimeout(() => {
      const pending = focusAfterDelete.current;
      if (!pending || latest.current.some((item) => item.id === pending.id)) return;
      focusAfterDelete.current = null;
      const neighbour =
        pending.neighbourId == null
          ? null
          : list.current?.querySelector<HTMLElement>(
              `[data-notification-id="${pending.neighbourId}"]`,
            );
      (neighbour ?? heading.current)?.focus();
    }, 0);

  useEffect(() => {
    latest.current = notifications;
    if (focusAfterDelete.current) moveFocusAfterDelete();
  });

  async function confirmDelete(notification: NotificationItem) {
    await onDelete(notification.id);
    const index = notifications.findIndex((item) => item.id === notification.id);
    const neighbour = notifications[index + 1] ?? notifications[index - 1] ?? null;
    focusAfterDelete.current = { id: notification.id, neighbourId: neighbour?.id ?? null };
    setToDelete(null);
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-line py-2 ps-4 pe-2">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-base font-bold focus-visible:outline-none"
        >
          Notificações
        </h2>
        {/* On a phone the list covers most of the screen: a visible way to close it. */}
        <button
          type="button"
          onClick={onClose}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-control text-ink-muted',
            'hover:bg-surface-muted hover:text-ink',
            FOCUS_RING.near,
          )}
        >
          <CrossIcon size="lg" />
          <span className="sr-only">Fechar notificações</span>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" data-slot="notifications-scroll">
        <LoadState
          state={state}
          look="compact"
          text={{ loading: 'Carregando notificações…' }}
          isEmpty={notifications.length === 0}
          emptyText={MESSAGES.empty.notifications}
        >
          <ul ref={list} aria-labelledby={headingId} className="divide-y divide-line">
            {notifications.map((notification) => (
              <NotificationEntry
                key={notification.id}
                notification={notification}
                onOpen={() => onOpen(notification)}
                onDelete={() => setToDelete(notification)}
              />
            ))}
          </ul>
        </LoadState>
      </div>
      {/* Inside the panel, so the list stays open behind the question and focus comes back to it. */}
      <ConfirmDialog
        open={toDelete !== null}
        title="Apagar notificação?"
        message={
          toDelete
            ? `A notificação “${toDelete.title}” será apagada e não poderá ser recuperada.`
            : undefined
        }
        confirmLabel="Apagar"
        onConfirm={() => (toDelete ? confirmDelete(toDelete) : undefined)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
