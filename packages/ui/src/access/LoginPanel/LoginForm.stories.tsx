import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Access/LoginForm',
  component: LoginForm,
  decorators: [
    (Story) => (
      <div className="w-96 rounded-card bg-surface p-6 shadow">
        <Story />
      </div>
    ),
  ],
  args: {
    onSubmit: fn(),
    onRegisterClick: fn(),
    onForgotPasswordClick: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorFromApp: Story = {
  args: { error: 'Erro de conexão.', defaultValues: { login: 'aluno@decola.dev' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await expect(canvas.getByRole('textbox', { name: 'CPF ou e-mail' })).toHaveValue(
      'aluno@decola.dev',
    );
  },
};
