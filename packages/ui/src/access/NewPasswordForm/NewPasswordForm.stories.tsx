import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccessStoryFrame } from '../../storybook/frames';
import { NewPasswordForm } from './NewPasswordForm';

const meta = {
  title: 'Access/NewPasswordForm',
  component: NewPasswordForm,
  decorators: [
    (Story) => (
      <AccessStoryFrame>
        <Story />
      </AccessStoryFrame>
    ),
  ],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const HINT =
  'Sua senha deve conter: Ao menos 8 caracteres, uma letra minúscula, uma letra maiúscula, um caractere especial.';
const TERMS = 'É necessário aceitar o Termo de Uso para prosseguir!';

type Canvas = StoryContext['canvas'];
const passwordOf = (canvas: Canvas) => canvas.getByLabelText(/^Nova senha/);
const confirmationOf = (canvas: Canvas) => canvas.getByLabelText(/^Confirme a nova senha/);
const termsOf = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: 'Li e aceito o Termo de Uso' });

async function fill(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  password: string,
  confirmation: string,
  terms: boolean,
) {
  await userEvent.type(passwordOf(canvas), password);
  await userEvent.type(confirmationOf(canvas), confirmation);
  if (terms) await userEvent.click(termsOf(canvas));
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Criar nova senha' })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(passwordOf(canvas)).toHaveAccessibleDescription(HINT);
    const termsLink = canvas.getByRole('link', { name: 'Termo de Uso' });
    await expect(termsLink).toHaveAttribute('href', '/student/terms');
    await expect(termsLink).toHaveAttribute('target', '_blank');
    await expect(termsLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(termsLink).toHaveAccessibleDescription('abre em uma nova aba');

    await fill({ canvas, userEvent }, ' Decola2026 ', 'Decola2026', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    // spec 1 §5: password and confirmation are trimmed.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Decola2026',
      confirmation: 'Decola2026',
    });
  },
};

/** spec 1 §4: arriving from the identity check. */
export const Validated: Story = {
  args: { validated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Usuário validado com sucesso!');
  },
};

export const WeakPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill({ canvas, userEvent }, 'decola', 'decola', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const password = passwordOf(canvas);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(
      `${HINT} A senha deve conter ao menos 8 caracteres. A senha deve conter uma letra maiúscula. A senha deve conter um número ou caractere especial.`,
    );
    // The message follows what is typed once the form was sent.
    await userEvent.type(password, 'Dec2026');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const TermsNotAccepted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill({ canvas, userEvent }, 'Decola2026', 'Decola2026', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const terms = termsOf(canvas);
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(TERMS);
    await userEvent.keyboard(' ');
    await expect(terms).toBeChecked();
    await expect(canvas.queryByText(TERMS)).not.toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill({ canvas, userEvent }, 'Decola2026', 'Decola2027', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const confirmation = confirmationOf(canvas);
    await expect(confirmation).toHaveFocus();
    await expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem.');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    await fill({ canvas, userEvent }, 'Decola2026', 'Decola2026', true);
    const submit = canvas.getByRole('button', { name: 'Salvar nova senha' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // A second press while the call runs sends nothing more.
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
