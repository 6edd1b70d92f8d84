import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AlertBox } from './AlertBox';

const meta = {
  title: 'Shell/AlertBox',
  component: AlertBox,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof AlertBox>;

export default meta;
type Story = StoryObj<typeof meta>;

// The primary colour and the corners change per template, so this one is shot in all four.
export const Info: Story = {
  tags: ['templates'],
  args: {
    tone: 'info',
    title: 'Novos treinamentos toda semana',
    children: 'Confira a aba Meus treinamentos para continuar de onde você parou.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('status');
    await expect(box).toHaveAttribute('data-tone', 'info');
    await expect(within(box).getByText('Novos treinamentos toda semana')).toBeVisible();
    await expect(within(box).getByText(/Confira a aba Meus treinamentos/)).toBeVisible();
    await expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Tudo certo!',
    children: 'Suas alterações foram salvas.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('status');
    await expect(box).toHaveAttribute('data-tone', 'success');
    await expect(box).toHaveTextContent('Tudo certo!Suas alterações foram salvas.');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Seus decoins estão perto de expirar',
    children: 'Parte do seu saldo expira nos próximos 30 dias. Aproveite na loja.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('status');
    await expect(box).toHaveAttribute('data-tone', 'warning');
    await expect(within(box).getByText('Seus decoins estão perto de expirar')).toBeVisible();
  },
};

export const ErrorWithAction: Story = {
  args: {
    tone: 'danger',
    title: 'Não foi possível carregar seus treinamentos',
    children: 'Verifique sua conexão e tente novamente.',
    action: { label: 'Tentar novamente', onClick: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    // A danger interrupts: role="alert", not a polite status.
    const box = canvas.getByRole('alert');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(box).toHaveAttribute('data-tone', 'danger');
    await expect(
      within(box).getByText('Não foi possível carregar seus treinamentos'),
    ).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { tone: 'info', title: 'Nenhuma notificação nova.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('status');
    await expect(box).toHaveTextContent(/^Nenhuma notificação nova\.$/);
  },
};
