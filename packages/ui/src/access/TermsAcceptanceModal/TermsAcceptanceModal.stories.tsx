import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { TermsAcceptanceModal, type TermsAcceptanceModalProps } from './TermsAcceptanceModal';

/** The modal as the landing page opens it after login, with a button to open it again. */
function ModalWithTrigger(props: TermsAcceptanceModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver novos termos</Button>
      <TermsAcceptanceModal
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
  title: 'Access/TermsAcceptanceModal',
  component: TermsAcceptanceModal,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <ModalWithTrigger {...args} />
    </div>
  ),
  args: { open: true, onAccept: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof TermsAcceptanceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Atualizamos o Termo de Uso';

export const Open: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const modal = within(dialog);
    const link = modal.getByRole('link', { name: 'Ler o Termo de Uso' });
    await expect(link).toHaveAttribute('href', '/student/terms');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Li e aceito o novo Termo de Uso' }));
    await userEvent.click(modal.getByRole('button', { name: 'Aceitar e continuar' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

export const NotTicked: Story = {
  play: async ({ userEvent, args }) => {
    const modal = within(await screen.findByRole('dialog', { name: TITLE }));
    await userEvent.click(modal.getByRole('button', { name: 'Aceitar e continuar' }));
    await expect(args.onAccept).not.toHaveBeenCalled();
    const checkbox = modal.getByRole('checkbox', { name: 'Li e aceito o novo Termo de Uso' });
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveAccessibleDescription(
      'É necessário aceitar o Termo de Uso para prosseguir!',
    );
  },
};

export const Error: Story = {
  args: {
    onAccept: fn(async () => {
      throw { code: 'UNEXPECTED_ERROR', message: 'Erro de conexão.' };
    }),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const modal = within(dialog);
    const checkbox = modal.getByRole('checkbox', { name: 'Li e aceito o novo Termo de Uso' });
    await userEvent.click(checkbox);
    await userEvent.click(modal.getByRole('button', { name: 'Aceitar e continuar' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(await modal.findByRole('alert')).toHaveTextContent('Erro de conexão.');
    // The modal stays, ticked, ready to try again.
    await expect(dialog).toBeVisible();
    await expect(checkbox).toBeChecked();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(modal.getByRole('button', { name: 'Aceitar e continuar' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Ver novos termos' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
