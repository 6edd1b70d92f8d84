import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { storyNotifications } from '../../storybook/fixtures/notifications';
import {
  NotificationDetailModal,
  type NotificationDetailModalProps,
} from './NotificationDetailModal';

/** The modal with a button that opens it, as the notifications list does through the app. */
function ModalWithTrigger(props: NotificationDetailModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Ver notificação
      </Button>
      <NotificationDetailModal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const campaign = storyNotifications[1]!;

const meta = {
  title: 'Shell/NotificationDetailModal',
  component: NotificationDetailModal,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <ModalWithTrigger {...args} />
    </div>
  ),
  args: { notification: campaign, open: true, onClose: fn() },
} satisfies Meta<typeof NotificationDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  tags: ['templates'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Semana Interna de Prevenção de Acidentes',
    });
    await expect(dialog).toHaveAccessibleDescription('11/03/2026');
    const image = within(dialog).getByRole<HTMLImageElement>('img', {
      name: 'Semana Interna de Prevenção de Acidentes',
    });
    await expect(image).toHaveAttribute('src', campaign.imageNotification);
    await image.decode();
    await expect(image.naturalWidth).toBeGreaterThan(0);
    await expect(
      within(dialog).getByText(
        'A SIPAT 2026 começa na segunda-feira. Confira a programação completa.',
      ),
    ).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Ver notificação' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  args: { open: false },
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Ver notificação' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutImage: Story = {
  args: { notification: { ...campaign, image: null, imageNotification: null } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Semana Interna de Prevenção de Acidentes',
    });
    // Without an image the text stands alone; nothing broken is drawn.
    await expect(within(dialog).queryByRole('img')).toBeNull();
    await expect(within(dialog).getByText(/A SIPAT 2026 começa/)).toBeVisible();
  },
};
