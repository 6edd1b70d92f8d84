import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccessStoryFrame } from '../../storybook/frames';
import { RecoveryRequestForm } from './RecoveryRequestForm';

const meta = {
  title: 'Access/RecoveryRequestForm',
  component: RecoveryRequestForm,
  decorators: [
    (Story) => (
      <AccessStoryFrame>
        <Story />
      </AccessStoryFrame>
    ),
  ],
  args: { onSubmit: fn(async () => undefined), onBack: fn() },
} satisfies Meta<typeof RecoveryRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Esqueci minha senha' }),
    ).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'CPF ou e-mail' });
    await expect(field).toHaveAttribute('maxlength', '254');
    await userEvent.type(field, '  ana.souza@decola.dev ');
    await userEvent.tab();
    // An e-mail is never masked.
    await expect(field).toHaveValue('  ana.souza@decola.dev ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana.souza@decola.dev' });
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CpfMasked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'CPF ou e-mail' });
    await userEvent.type(field, '12345678901');
    await userEvent.tab();
    await expect(field).toHaveValue('123.456.789-01');
    await userEvent.click(field);
    await expect(field).toHaveValue('12345678901');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ document: '12345678901' });
    // Left masked, as the learner sees it after leaving the field.
    await userEvent.tab();
    await expect(field).toHaveValue('123.456.789-01');
  },
};

export const Required: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const field = canvas.getByRole('textbox', { name: 'CPF ou e-mail' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Informe seu CPF ou e-mail.');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw { code: 'UNEXPECTED_ERROR', message: 'Erro de conexão.' };
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'CPF ou e-mail' });
    await userEvent.type(field, 'ana.souza@decola.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro de conexão.');
    // The form keeps what was typed, ready to try again.
    await expect(field).toHaveValue('ana.souza@decola.dev');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Enviar' })).not.toHaveAttribute('aria-busy'),
    );
  },
};
