// The notifications menu's stories: the bell in a header bar, with the app's part played here, and
// the steps their plays repeat.
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, type UserEventObject } from 'storybook/test';
import { NotificationsMenu, type NotificationsMenuProps } from '../shell/NotificationsMenu';

/**
 * The bell at the end of a header bar, with the app's part played here: opening marks the
 * notification read, deleting removes it from the reloaded list.
 */
export function MenuInHeader(props: NotificationsMenuProps) {
  const [notifications, setNotifications] = useState(props.notifications);
  return (
    <div className="min-h-[38rem] bg-canvas">
      <div className="flex items-center justify-end border-b border-line bg-surface px-6 py-2">
        <NotificationsMenu
          {...props}
          notifications={notifications}
          onOpen={(notification) => {
            props.onOpen(notification);
            setNotifications((list) =>
              list.map((item) => (item.id === notification.id ? { ...item, isRead: true } : item)),
            );
          }}
          onDelete={async (id) => {
            await props.onDelete(id);
            setNotifications((list) => list.filter((item) => item.id !== id));
          }}
        />
      </div>
    </div>
  );
}

/** Opens the list from the bell and answers the bell. */
export async function openList(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  bellName: string | RegExp = /^Notificações/,
) {
  const bell = canvas.getByRole('button', { name: bellName });
  await userEvent.click(bell);
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(screen.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  return bell;
}

/** The open list of notifications (in the panel, outside the canvas). */
export const notificationList = () => screen.getByRole('list', { name: 'Notificações' });

/** Presses the bin named `name`; answers it and the question it opens. */
export async function askToDelete(userEvent: UserEventObject, name: string | RegExp) {
  const bin = screen.getByRole('button', { name });
  await userEvent.click(bin);
  const dialog = await screen.findByRole('alertdialog', { name: 'Apagar notificação?' });
  return { bin, dialog };
}
