import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  manyNotifications,
  readNotifications,
  storyNotifications,
} from '../../storybook/fixtures/notifications';
import { waitForImages } from '../../storybook/helpers';
import {
  MenuInHeader,
  askToDelete,
  notificationList,
  openList,
} from '../../storybook/notificationsMenu';
import { NotificationsMenu } from './NotificationsMenu';

const meta = {
  title: 'Shell/NotificationsMenu',
  component: NotificationsMenu,
  parameters: { layout: 'fullscreen' },
  render: (args) => <MenuInHeader {...args} />,
  args: {
    notifications: storyNotifications,
    onOpen: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeUnread: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await expect(canvasElement.querySelector('[data-slot="unread-indicator"]')).not.toBeNull();
    const bell = await openList({ canvas, userEvent }, 'Notificações, 3 não lidas');
    const list = notificationList();
    const first = screen.getByRole('button', { name: /em "Uso correto/ });

    await step('Unread is said, not only coloured; the date is pt-BR', async () => {
      const entries = within(list).getAllByRole('listitem');
      await expect(entries).toHaveLength(5);
      await expect(entries.map((entry) => entry.dataset.state)).toEqual([
        'unread',
        'unread',
        'unread',
        'read',
        'read',
      ]);
      await expect(first).toHaveAccessibleName(
        'Sua dúvida foi respondida O instrutor respondeu à sua dúvida em "Uso correto do cinto paraquedista", do curso Trabalho em Altura. 12/03/2026 Não lida',
      );
      await expect(
        screen.getByRole('button', { name: /^Mariana Costa indicou um treinamento/ }),
      ).toHaveAccessibleName(/27\/02\/2026$/);
      await waitForImages(list);
    });

    await step('Opening an entry closes the list (spec 1 §4)', async () => {
      await userEvent.click(first);
      await expect(args.onOpen).toHaveBeenCalledWith(storyNotifications[0]);
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Notificações' })).toBeNull(),
      );
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(bell).toHaveFocus());
      await expect(bell).toHaveAccessibleName('Notificações, 2 não lidas');
    });

    // The list open again, for the picture.
    await userEvent.click(bell);
    await waitForImages(notificationList());
  },
};

export const AllRead: Story = {
  args: { notifications: readNotifications },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('[data-slot="unread-indicator"]')).toBeNull();
    await openList({ canvas, userEvent }, 'Notificações');
    const list = notificationList();
    for (const entry of within(list).getAllByRole('listitem')) {
      await expect(entry).toHaveAttribute('data-state', 'read');
    }
    await expect(within(list).queryByText(/Não lida/)).toBeNull();
    await waitForImages(list);
  },
};

export const WithImages: Story = {
  args: { notifications: storyNotifications.slice(1, 3) },
  play: async ({ canvas, userEvent, args }) => {
    await openList({ canvas, userEvent }, 'Notificações, 2 não lidas');
    const list = notificationList();
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
    await waitForImages(notificationList());
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas, userEvent }) => {
    await openList({ canvas, userEvent }, 'Notificações');
    await expect(screen.getByText('Você não possui nenhuma notificação')).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Notificações' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notifications: [], state: { status: 'loading' } },
  play: async ({ canvas, userEvent }) => {
    await openList({ canvas, userEvent }, 'Notificações');
    await expect(screen.getByRole('status')).toHaveTextContent('Carregando notificações…');
  },
};

export const Error: Story = {
  args: {
    notifications: [],
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await openList({ canvas, userEvent }, 'Notificações');
    await expect(screen.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ManyItems: Story = {
  args: { notifications: manyNotifications },
  play: async ({ canvas, userEvent }) => {
    await openList({ canvas, userEvent }, 'Notificações, 3 não lidas');
    const list = notificationList();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(16);
    const scroller = document.querySelector<HTMLElement>('[data-slot="notifications-scroll"]')!;
    // The list scrolls inside the panel instead of running off the screen.
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const panelBottom = scroller.getBoundingClientRect().bottom;
    await expect(panelBottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const DeleteNotification: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    await openList({ canvas, userEvent });

    await step('The bin asks first, focus on Cancelar', async () => {
      const { dialog } = await askToDelete(
        userEvent,
        'Apagar notificação “Sua dúvida foi respondida” de 12/03/2026',
      );
      await expect(dialog).toHaveAccessibleDescription(
        'A notificação “Sua dúvida foi respondida” será apagada e não poderá ser recuperada.',
      );
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
      );
    });

    await step('Apagar deletes it', async () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Apagar notificação?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
      await expect(args.onDelete).toHaveBeenCalledWith(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });

    await step('The list stays open; focus on the entry that took its place', async () => {
      const list = notificationList();
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
      await waitFor(() =>
        expect(
          screen.getByRole('button', { name: /^Semana Interna de Prevenção de Acidentes/ }),
        ).toHaveFocus(),
      );
      await waitForImages(list);
    });
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await openList({ canvas, userEvent });
    const { bin, dialog } = await askToDelete(userEvent, /^Apagar notificação “Novo treinamento/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Escape answered the question only: the list is still open, focus back on the bin.
    await expect(screen.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await waitFor(() => expect(bin).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitForImages(notificationList());
  },
};

export const DeleteFails: Story = {
  args: {
    onDelete: fn(async () => {
      throw { code: 'NOT_FOUND', message: 'Notificação não encontrada.' };
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await openList({ canvas, userEvent });
    const { dialog } = await askToDelete(userEvent, /^Apagar notificação “Mariana Costa/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(4);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Notificação não encontrada.',
    );
    await expect(dialog).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    const bell = canvas.getByRole('button', { name: 'Notificações, 3 não lidas' });
    const closed = () =>
      waitFor(() => expect(screen.queryByRole('heading', { name: 'Notificações' })).toBeNull());

    await step('Tab to the bell, Enter opens the list', async () => {
      await userEvent.tab();
      await expect(bell).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
    });

    await step('The list follows the bell: close, then open and delete per entry', async () => {
      await userEvent.tab();
      await expect(screen.getByRole('button', { name: 'Fechar notificações' })).toHaveFocus();
      await userEvent.tab();
      await expect(screen.getByRole('button', { name: /em "Uso correto/ })).toHaveFocus();
      await userEvent.tab();
      await expect(
        screen.getByRole('button', { name: /^Apagar notificação “Sua dúvida.*12\/03\/2026$/ }),
      ).toHaveFocus();
    });

    await step('Escape closes, focus on the bell', async () => {
      await userEvent.keyboard('{Escape}');
      await closed();
      await expect(bell).toHaveFocus();
    });

    await step('Enter on an entry opens it, focus back on the bell', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledWith(storyNotifications[0]);
      await waitFor(() => expect(bell).toHaveFocus());
    });

    await step('The close button closes too, focus back on the bell', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await closed();
      await expect(bell).toHaveFocus();
    });
  },
};
