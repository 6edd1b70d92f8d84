import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { ToastAction, ToastTone } from './Toast';
import { ToastProvider, useToast } from './ToastProvider';

type TriggerProps = { tone: ToastTone; message: string; label: string; action?: ToastAction };

/** A stand-in for a screen: one action whose outcome the app reports with a toast. */
function ToastTrigger({ tone, message, label, action }: TriggerProps) {
  const toast = useToast();
  return <Button onClick={() => toast.show(tone, message, { action })}>{label}</Button>;
}

/** A modal whose action fails: its error toast must reach the user while the modal is still open. */
function ToastOverDialog({ message, label }: TriggerProps) {
  const toast = useToast();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Dê sua sugestão">
      <Button onClick={() => toast.show('danger', message)}>{label}</Button>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastTrigger,
  parameters: { layout: 'fullscreen' },
  // Long enough that the toast is still there for the visual baseline; AutoDismiss shortens it.
  decorators: [
    (Story, { parameters }) => (
      <ToastProvider
        duration={parameters.toastDuration ?? 60_000}
        navigate={parameters.toastNavigate as ((href: string) => void) | undefined}
      >
        <div className="p-8">
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
  args: { tone: 'success', message: 'Sugestão enviada!', label: 'Enviar sugestão' },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];
type ToastRole = 'status' | 'alert';

/** Clicks the screen's action and returns the toast it shows (portalled to <body>). */
async function showToast(
  canvas: Play['canvas'],
  userEvent: Play['userEvent'],
  label: string,
  role: ToastRole,
) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  return screen.findByRole(role);
}

export const Success: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent }) => {
    const status = await showToast(canvas, userEvent, 'Enviar sugestão', 'status');
    await expect(status).toHaveTextContent('Sugestão enviada!');
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** A toast with its own way on: 'Ver sacola' after a product went into the bag. */
export const WithAction: Story = {
  args: {
    message: 'Produto adicionado à sacola.',
    label: 'Adicionar à sacola',
    action: { label: 'Ver sacola', href: '/student/bag' },
  },
  parameters: { toastNavigate: fn() },
  play: async ({ canvas, userEvent, parameters }) => {
    const status = await showToast(canvas, userEvent, 'Adicionar à sacola', 'status');
    await expect(status).toHaveTextContent('Produto adicionado à sacola.');
    const action = within(status).getByRole('link', { name: 'Ver sacola' });
    await expect(action).toHaveAttribute('href', '/student/bag');
    // Opened inside the app (its router), and the toast has done its work.
    await userEvent.click(action);
    await expect(parameters.toastNavigate).toHaveBeenCalledWith('/student/bag');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // Shown again for the visual baseline.
    await showToast(canvas, userEvent, 'Adicionar à sacola', 'status');
  },
};

export const Error: Story = {
  args: { tone: 'danger', message: 'Faça seu login novamente.', label: 'Carregar cursos' },
  play: async ({ canvas, userEvent }) => {
    const alert = await showToast(canvas, userEvent, 'Carregar cursos', 'alert');
    await expect(alert).toHaveTextContent('Faça seu login novamente.');
  },
};

export const AutoDismiss: Story = {
  args: { message: 'Notificação apagada!', label: 'Apagar notificação' },
  parameters: { toastDuration: 400 },
  play: async ({ canvas, userEvent }) => {
    const status = await showToast(canvas, userEvent, 'Apagar notificação', 'status');
    await expect(status).toHaveTextContent('Notificação apagada!');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

export const DismissedByButton: Story = {
  args: { tone: 'danger', message: 'Erro de conexão.', label: 'Tentar de novo' },
  play: async ({ canvas, userEvent }) => {
    const alert = await showToast(canvas, userEvent, 'Tentar de novo', 'alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const PausedWhileFocused: Story = {
  args: { message: 'Cadastro realizado com sucesso!', label: 'Cadastrar' },
  parameters: { toastDuration: 400 },
  render: (args) => (
    <>
      <ToastTrigger {...args} />
      {/* The clock: a second toast with the same countdown, started out of sight by the play. */}
      <div hidden data-testid="clock">
        <ToastTrigger tone="danger" message="Erro de conexão." label="Relógio" />
      </div>
    </>
  ),
  play: async ({ canvas, userEvent, step }) => {
    const status = await showToast(canvas, userEvent, 'Cadastrar', 'status');
    within(status).getByRole('button', { name: 'Fechar aviso' }).focus();
    await step('Wait out a whole countdown', async () => {
      // A click from script, as a user's would take the focus away from the toast.
      within(canvas.getByTestId('clock')).getByRole('button', { hidden: true }).click();
      await expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão.');
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
    });
    // Its 400 ms began before the clock's and are over: a toast being read by keyboard focus stays.
    await expect(screen.getByRole('status')).toHaveTextContent('Cadastro realizado com sucesso!');
  },
};

export const RepeatedMessageShownOnce: Story = {
  args: { tone: 'danger', message: 'Ocorreu um erro inesperado.', label: 'Salvar' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  },
};

export const OverAnOpenDialog: Story = {
  args: { tone: 'danger', message: 'Ocorreu um erro inesperado.', label: 'Enviar' },
  render: (args) => <ToastOverDialog {...args} />,
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Dê sua sugestão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    // The dialog hides the page behind it from assistive technology; the toast must not be part of it.
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Ocorreu um erro inesperado.');
    // Neither hidden nor inert: announced, and its close button can be reached and pressed.
    await expect(alert.closest('[inert], [aria-hidden="true"]')).toBeNull();
    await expect(screen.getByRole('dialog', { name: 'Dê sua sugestão' })).toBeVisible();
  },
};
