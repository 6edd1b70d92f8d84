import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** The circle landing's own form, titled 'Acesse' with a 'Cadastre-se' button (spec 1 §2). */
export const CircleLanding: Story = {
  args: { title: 'Acesse', registerLabel: 'Cadastre-se' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Acesse' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastre-se' }));
    await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
  },
};

export const ErrorFromApp: Story = {
  args: { error: 'Erro de conexão.', defaultValues: { login: 'aluno@decola.dev' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await expect(canvas.getByRole('textbox', { name: 'CPF ou e-mail' })).toHaveValue(
      'aluno@decola.dev',
    );
  },
};
