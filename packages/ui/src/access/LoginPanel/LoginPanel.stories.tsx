import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { LoginPanel, type LoginPanelProps } from './LoginPanel';

/** The landing around the panel: its call-to-action opens it, closing hands focus back to it. */
function LandingWithPanel(props: LoginPanelProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div className="p-8">
      <Button onClick={() => setOpen(true)}>Acessar a plataforma</Button>
      <LoginPanel
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Access/LoginPanel',
  component: LoginPanel,
  parameters: { layout: 'fullscreen' },
  render: (args) => <LandingWithPanel {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onRegisterClick: fn(),
    onForgotPasswordClick: fn(),
  },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel is a dialog, rendered in a portal outside the canvas; its two fields. */
async function openedPanel() {
  const panel = within(await screen.findByRole('dialog', { name: 'Entrar' }));
  return {
    panel,
    login: panel.getByRole('textbox', { name: 'CPF ou e-mail' }),
    password: panel.getByLabelText('Senha'),
  };
}

export const Default: Story = {
  tags: ['templates'],
  play: async ({ userEvent, args }) => {
    const { panel, login, password } = await openedPanel();
    await expect(login).toHaveAttribute('maxLength', '254');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(panel.getByRole('button', { name: 'Crie uma conta' }));
    await expect(args.onRegisterClick).toHaveBeenCalledTimes(1);
    await userEvent.click(panel.getByRole('button', { name: 'Esqueci minha senha' }));
    await expect(args.onForgotPasswordClick).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ userEvent, args }) => {
    const { panel, login, password } = await openedPanel();
    await userEvent.type(login, 'aluno@decola.dev');
    await userEvent.type(password, ' Decola@2026 ');
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      login: 'aluno@decola.dev',
      password: 'Decola@2026',
    });
  },
};

export const CpfMasked: Story = {
  play: async ({ userEvent, step, args }) => {
    const { login, password } = await openedPanel();
    await step('Leaving the field masks the CPF', async () => {
      await userEvent.type(login, '12345678909');
      await userEvent.tab();
      await expect(login).toHaveValue('123.456.789-09');
    });
    await step('Coming back shows the digits only', async () => {
      await userEvent.click(login);
      await expect(login).toHaveValue('12345678909');
    });
    await userEvent.type(password, 'Decola@2026');
    await expect(login).toHaveValue('123.456.789-09');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      login: '12345678909',
      password: 'Decola@2026',
    });
  },
};

/** Text without @ that is not a CPF keeps its dots after leaving the field and coming back. */
export const TextWithoutAtKeptOnFocus: Story = {
  play: async ({ userEvent, step, args }) => {
    const { login, password } = await openedPanel();
    await step('Leave the field and come back', async () => {
      await userEvent.type(login, 'ana.souza');
      await userEvent.tab();
      await expect(login).toHaveValue('ana.souza');
      await userEvent.click(login);
      await expect(login).toHaveValue('ana.souza');
    });
    // Completing it as an e-mail keeps every character typed before.
    await userEvent.type(login, '@decola.dev');
    await userEvent.type(password, 'Decola@2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      login: 'ana.souza@decola.dev',
      password: 'Decola@2026',
    });
  },
};

export const RequiredErrors: Story = {
  play: async ({ userEvent, args }) => {
    const { panel, login, password } = await openedPanel();
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(login).toHaveAttribute('aria-invalid', 'true');
    await expect(login).toHaveAccessibleDescription('Informe seu CPF ou e-mail.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Informe sua senha.');
    await expect(login).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ userEvent, args }) => {
    const { panel, login, password } = await openedPanel();
    await userEvent.type(login, 'aluno@decola.dev');
    await userEvent.type(password, 'Decola@2026');
    const submit = panel.getByRole('button', { name: 'Entrar' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject({ code: 'INVALID_CREDENTIALS', message: 'CPF/e-mail ou senha incorretos.' }),
    ),
  },
  play: async ({ userEvent }) => {
    const { panel, login, password } = await openedPanel();
    await userEvent.type(login, '12345678909');
    await userEvent.type(password, 'Senha@errada1');
    await userEvent.click(panel.getByRole('button', { name: 'Entrar' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'CPF/e-mail ou senha incorretos.',
    );
    // A failed form keeps every value the learner typed.
    await expect(login).toHaveValue('123.456.789-09');
    await expect(password).toHaveValue('Senha@errada1');
    await expect(panel.getByRole('button', { name: 'Entrar' })).not.toHaveAttribute('aria-busy');
  },
};

export const OpenedByRedirect: Story = {
  play: async () => {
    const { login } = await openedPanel();
    // spec 1 §9: the login field receives focus 250 ms after the panel opens.
    await waitFor(() => expect(login).toHaveFocus(), { timeout: 2000 });
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ userEvent, args }) => {
    const trigger = screen.getByRole('button', { name: 'Acessar a plataforma' });
    await userEvent.click(trigger);
    const { login } = await openedPanel();
    await waitFor(() => expect(login).toHaveFocus(), { timeout: 2000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
