import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';

/** A screen with the button that opens the dialog, as the dialog is always used. */
function DialogWithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog
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
  title: 'Primitives/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="p-8">
      <DialogWithTrigger {...args} />
    </div>
  ),
  args: {
    open: false,
    onClose: fn(),
    title: 'Deseja realmente sair?',
    description: 'Você poderá entrar de novo quando quiser.',
    children: (
      <div className="flex justify-end gap-2">
        <Button variant="secondary">Cancelar</Button>
        <Button variant="danger">Sair</Button>
      </div>
    ),
  },
  argTypes: { initialFocus: { table: { disable: true } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja realmente sair?' });
    await expect(dialog).toHaveAccessibleDescription('Você poderá entrar de novo quando quiser.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

type Play = Parameters<NonNullable<Story['play']>>[0];

/** Opens the dialog, closes it with `close`: it calls onClose once and gives focus back to 'Abrir'. */
const playClosesAndReturnsFocus =
  (close: (dialog: HTMLElement, userEvent: Play['userEvent']) => Promise<void>) =>
  async ({ canvas, userEvent, args }: Play) => {
    const trigger = canvas.getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    await close(await screen.findByRole('dialog'), userEvent);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  };

export const EscapeCloses: Story = {
  play: async (context) => {
    await playClosesAndReturnsFocus(async (dialog, userEvent) => {
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      // The page behind does not scroll while the dialog is open.
      await expect(document.documentElement.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
    })(context);
    await expect(document.documentElement.style.overflow).not.toBe('hidden');
  },
};

export const CloseButton: Story = {
  play: playClosesAndReturnsFocus(async (dialog, userEvent) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  }),
};

export const FocusStaysInside: Story = {
  args: {
    open: true,
    title: 'Cadastre-se',
    description: undefined,
    size: 'sm',
    children: <TextField label="Nome completo" />,
  },
  play: async ({ userEvent, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cadastre-se' });
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome completo' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await step('Tab round the dialog', async () => {
      if (!close.matches(':focus')) await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab();
      await expect(name).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
    });
  },
};

export const Large: Story = {
  args: { open: true, size: 'lg' },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const SidePanel: Story = {
  args: { open: true, placement: 'right', size: 'sm', title: 'Entrar', description: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' });
    await expect(dialog.querySelector('[data-slot="dialog"]') ?? dialog).toBeVisible();
  },
};

const backdropAreaOf = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>('[data-slot="dialog"]')!.parentElement!;

export const BackdropClickCloses: Story = {
  play: playClosesAndReturnsFocus(async (dialog, userEvent) => {
    await userEvent.click(backdropAreaOf(dialog));
  }),
};

export const BackdropClickKeepsLongForms: Story = {
  args: { closeOnBackdropClick: false },
  play: async ({ canvas, userEvent, step, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog');
    await step('A click on the backdrop keeps it open', async () => {
      await userEvent.click(backdropAreaOf(dialog));
      await expect(dialog).toBeInTheDocument();
      await expect(args.onClose).not.toHaveBeenCalled();
    });
    await step('Escape still closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};
