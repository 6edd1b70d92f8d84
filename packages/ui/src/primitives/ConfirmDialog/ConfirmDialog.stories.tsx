import { MESSAGES } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/**
 * The dialog as a screen uses it: a button opens it, and the screen closes it once its action
 * has succeeded.
 */
function ConfirmWithTrigger({ trigger, ...props }: ConfirmDialogProps & { trigger: string }) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={async () => {
          await props.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <ConfirmWithTrigger trigger="Sair" {...args} />
    </div>
  ),
  args: {
    open: false,
    title: MESSAGES.confirm.logout,
    message: 'Você precisará entrar de novo para continuar seus treinamentos.',
    confirmLabel: 'Sair',
    cancelLabel: 'Cancelar',
    onConfirm: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  tags: ['templates'],
  args: { open: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Deseja realmente sair?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Sair' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deseja realmente sair?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Você precisará entrar de novo para continuar seus treinamentos.',
    );
    // Focus starts on cancel: Enter alone never confirms.
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelAndEscape: Story = {
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Sair' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Enter on the focused cancel button cancels.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DeleteNotification: Story = {
  args: {
    open: true,
    title: 'Apagar notificação?',
    message: 'A notificação “Sua dúvida foi respondida” será apagada e não poderá ser recuperada.',
    confirmLabel: 'Apagar',
    onConfirm: fn(async () => {
      throw { code: 'UNEXPECTED_ERROR', message: 'Erro de conexão.' };
    }),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar notificação?' });
    const confirm = within(dialog).getByRole('button', { name: 'Apagar' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // A refusal keeps the dialog open with its message, ready to try again.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro de conexão.');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: {
    open: true,
    // Never settles: the state while the call is under way.
    onConfirm: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Deseja realmente sair?' });
    const confirm = within(dialog).getByRole('button', { name: 'Sair' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // A second click and Escape change nothing while the action runs.
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
