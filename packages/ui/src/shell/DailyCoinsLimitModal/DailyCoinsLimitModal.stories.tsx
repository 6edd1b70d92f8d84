import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { DailyCoinsLimitModal, type DailyCoinsLimitModalProps } from './DailyCoinsLimitModal';

/** The modal as the app shows it after a completion, with a button to show it again. */
function ModalWithTrigger(props: DailyCoinsLimitModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Ver aviso
      </Button>
      <DailyCoinsLimitModal
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

const meta = {
  title: 'Shell/DailyCoinsLimitModal',
  component: DailyCoinsLimitModal,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <ModalWithTrigger {...args} />
    </div>
  ),
  args: { open: true, onAccept: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof DailyCoinsLimitModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Você atingiu o limite diário de decoins';
const confettiOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-slot="confetti"]');

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAccessibleDescription(
      'Parabéns pela dedicação! Hoje você já ganhou todos os decoins que a plataforma permite em um dia.',
    );
    await expect(within(dialog).getByText(/não geram novos decoins/)).toBeVisible();
    await expect(
      within(dialog).getByText('Amanhã você volta a ganhar decoins normalmente. Bons estudos!'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Entendi' })).toBeVisible();

    // spec 1 §4: confetti when shown — decorative, and over by itself. None with reduced motion
    // (the visual test runs so, and its screenshot is therefore stable).
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(confettiOf(canvasElement)).toBeNull();
    } else {
      const confetti = confettiOf(canvasElement);
      await expect(confetti).not.toBeNull();
      await expect(confetti).toHaveAttribute('aria-hidden', 'true');
      await expect(confetti!.children.length).toBeGreaterThan(20);
      await waitFor(() => expect(confettiOf(canvasElement)).toBeNull(), { timeout: 8000 });
    }
    await expect(dialog).toBeVisible();
  },
};

export const Accept: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The confetti leaves with the modal.
    await expect(confettiOf(canvasElement)).toBeNull();
  },
};

export const Accepting: Story = {
  args: { onAccept: fn(() => new Promise<never>(() => {})) },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const accept = within(dialog).getByRole('button', { name: 'Entendi' });
    await userEvent.click(accept);
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const AcceptFails: Story = {
  args: {
    onAccept: fn(async () => {
      throw { code: 'UNEXPECTED_ERROR', message: 'Erro de conexão.' };
    }),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro de conexão.');
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Ver aviso' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closing is not accepting: the message may come back until 'Entendi'.
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(confettiOf(canvasElement)).toBeNull();
  },
};
