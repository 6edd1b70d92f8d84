import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccessStoryFrame } from '../../storybook/frames';
import { FirstAccessScreen } from './FirstAccessScreen';

const meta = {
  title: 'Access/FirstAccessScreen',
  component: FirstAccessScreen,
  decorators: [
    (Story) => (
      <AccessStoryFrame>
        <Story />
      </AccessStoryFrame>
    ),
  ],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof FirstAccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMS = 'É necessário aceitar o Termo de Uso para prosseguir!';

async function typePasswords({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Primeiro#acesso');
  await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), 'Primeiro#acesso');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Primeiro acesso' })).toBeVisible();
    await expect(
      canvas.getByText('Detectamos que este é seu primeiro acesso. Crie uma nova senha.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar e entrar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Termo de Uso' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** spec 1 §4: the terms box is checked before anything is sent. */
export const TermsNotAccepted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await typePasswords({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e entrar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const terms = canvas.getByRole('checkbox', { name: 'Li e aceito o Termo de Uso' });
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAccessibleDescription(TERMS);
  },
};

export const Valid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await typePasswords({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Li e aceito o Termo de Uso' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar e entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'Primeiro#acesso',
      confirmation: 'Primeiro#acesso',
    });
  },
};
