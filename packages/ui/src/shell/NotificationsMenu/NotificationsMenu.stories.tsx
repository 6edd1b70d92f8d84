import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  manyNotifications,
  readNotifications,
  storyNotifications,
} from '../../storybook/fixtures/notifications';
import { NotificationsMenu, type NotificationsMenuProps } from './NotificationsMenu';

/**
 * The bell at the end of a header bar, with the app's part played here: opening marks the
 * notification read, deleting removes it from the reloaded list.
 */
function MenuInHeader(props: NotificationsMenuProps) {
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

const meta = {
  title: 'Shell/NotificationsMenu',
  component: NotificationsMenu,
  parameters: { layout: 'fullscreen' },
  render: (args) => <MenuInHeader {...args} />,
  args: {
    notifications: storyNotifications,
    onOpen: fn(),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the list and answers it (the heading's panel). */
async function openList(bellName: string | RegExp = /^Notificações/) {
  const bell = screen.getByRole('button', { name: bellName });
  await userEvent.click(bell);
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(screen.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  return bell;
}

async function waitForImages(root: HTMLElement) {
  const images = [...root.querySelectorAll('img')];
  await Promise.all(images.map((image) => image.decode().catch(() => {})));
  for (const image of images) await expect(image.naturalWidth).toBeGreaterThan(0);
}

export const SomeUnread: Story = {
  tags: ['templates'],
  play: async ({ canvasElement, userEvent, args }) => {
    const indicator = canvasElement.querySelector('[data-slot="unread-indicator"]');
    await expect(indicator).not.toBeNull();
    const bell = await openList('Notificações, 3 não lidas');
    const list = screen.getByRole('list', { name: 'Notificações' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries.map((entry) => entry.dataset.state)).toEqual([
      'unread',
      'unread',
      'unread',
      'read',
      'read',
    ]);
    // Unread is said, not only coloured; the date is pt-BR.
    const first = screen.getByRole('button', { name: /em "Uso correto/ });
    await expect(first).toHaveAccessibleName(
      'Sua dúvida foi respondida O instrutor respondeu à sua dúvida em "Uso correto do cinto paraquedista", do curso Trabalho em Altura. 12/03/2026 Não lida',
    );
    await expect(
      screen.getByRole('button', { name: /^Mariana Costa indicou um treinamento/ }),
    ).toHaveAccessibleName(/27\/02\/2026$/);
    await waitForImages(list);

    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(storyNotifications[0]);
    // spec 1 §4: a click closes the list.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notificações' })).toBeNull());
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
    await expect(bell).toHaveAccessibleName('Notificações, 2 não lidas');
    // The list open again, for the picture.
    await userEvent.click(bell);
    await waitForImages(screen.getByRole('list', { name: 'Notificações' }));
  },
};

export const AllRead: Story = {
  args: { notifications: readNotifications },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="unread-indicator"]')).toBeNull();
    await openList('Notificações');
    const list = screen.getByRole('list', { name: 'Notificações' });
    for (const entry of within(list).getAllByRole('listitem')) {
      await expect(entry).toHaveAttribute('data-state', 'read');
    }
    await expect(within(list).queryByText(/Não lida/)).toBeNull();
    await waitForImages(list);
  },
};

export const WithImages: Story = {
  args: { notifications: storyNotifications.slice(1, 3) },
  play: async ({ userEvent, args }) => {
    await openList('Notificações, 2 não lidas');
    const list = screen.getByRole('list', { name: 'Notificações' });
    await waitForImages(list);
    // The thumbnails are decorative: the title beside them says what the notification is.
    const images = list.querySelectorAll('img');
    await expect(images).toHaveLength(2);
    for (const image of images) await expect(image).toHaveAttribute('alt', '');
    await userEvent.click(
      screen.getByRole('button', { name: /^Semana Interna de Prevenção de Acidentes/ }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(storyNotifications[1]);
    await userEvent.click(screen.getByRole('button', { name: /^Notificações/ }));
    await waitForImages(screen.getByRole('list', { name: 'Notificações' }));
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async () => {
    await openList('Notificações');
    await expect(screen.getByText('Você não possui nenhuma notificação')).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Notificações' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notifications: [], status: 'loading' },
  play: async () => {
    await openList('Notificações');
    await expect(screen.getByRole('status')).toHaveTextContent('Carregando notificações…');
  },
};

export const Error: Story = {
  args: { notifications: [], status: 'error', errorMessage: 'Erro de conexão.' },
  play: async ({ userEvent, args }) => {
    await openList('Notificações');
    await expect(screen.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ManyItems: Story = {
  args: { notifications: manyNotifications },
  play: async ({ canvasElement }) => {
    await openList('Notificações, 3 não lidas');
    const list = screen.getByRole('list', { name: 'Notificações' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    const scroller = canvasElement.ownerDocument.querySelector<HTMLElement>(
      '[data-slot="notifications-scroll"]',
    )!;
    // The list scrolls inside the panel instead of running off the screen.
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const panelBottom = scroller.getBoundingClientRect().bottom;
    await expect(panelBottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const DeleteNotification: Story = {
  play: async ({ userEvent, args }) => {
    await openList();
    const remove = screen.getByRole('button', {
      name: 'Apagar notificação “Sua dúvida foi respondida” de 12/03/2026',
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar notificação?' });
    await expect(dialog).toHaveAccessibleDescription(
      'A notificação “Sua dúvida foi respondida” será apagada e não poderá ser recuperada.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The list stays open without the entry, and focus lands on the entry that took its place.
    const list = screen.getByRole('list', { name: 'Notificações' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Semana Interna de Prevenção de Acidentes/ }),
      ).toHaveFocus(),
    );
    await waitForImages(list);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ userEvent, args }) => {
    await openList();
    const remove = screen.getByRole('button', { name: /^Apagar notificação “Novo treinamento/ });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar notificação?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Escape answered the question only: the list is still open, focus back on the bin.
    await expect(screen.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitForImages(screen.getByRole('list', { name: 'Notificações' }));
  },
};

export const DeleteFails: Story = {
  args: {
    onDelete: fn(async () => {
      throw { code: 'NOT_FOUND', message: 'Notificação não encontrada.' };
    }),
  },
  play: async ({ userEvent, args }) => {
    await openList();
    await userEvent.click(
      screen.getByRole('button', { name: /^Apagar notificação “Mariana Costa/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar notificação?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(4);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Notificação não encontrada.',
    );
    await expect(dialog).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ userEvent, args }) => {
    const bell = screen.getByRole('button', { name: 'Notificações, 3 não lidas' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    // The list follows the bell in the tab order: its close button, then open and delete, entry
    // after entry.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Fechar notificações' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: /em "Uso correto/ })).toHaveFocus();
    await userEvent.tab();
    await expect(
      screen.getByRole('button', { name: /^Apagar notificação “Sua dúvida.*12\/03\/2026$/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notificações' })).toBeNull());
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(storyNotifications[0]);
    await waitFor(() => expect(bell).toHaveFocus());
    // The close button closes too, and gives focus back to the bell.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notificações' })).toBeNull());
    await expect(bell).toHaveFocus();
  },
};
