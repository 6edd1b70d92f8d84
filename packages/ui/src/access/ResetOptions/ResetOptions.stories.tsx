import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccessStoryFrame } from '../../storybook/frames';
import { ResetOptions } from './ResetOptions';

const meta = {
  title: 'Access/ResetOptions',
  component: ResetOptions,
  decorators: [
    (Story) => (
      <AccessStoryFrame>
        <Story />
      </AccessStoryFrame>
    ),
  ],
  args: { onChooseEmail: fn(), onChooseIdentity: fn(), onBack: fn() },
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
  },
} satisfies Meta<typeof ResetOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recuperar senha' })).toBeVisible();

    await step('The e-mail option', async () => {
      const email = canvas.getByRole('button', { name: 'Receber e-mail de recuperação' });
      await expect(email).toHaveAccessibleDescription(
        'Enviaremos um link para o e-mail cadastrado na sua conta.',
      );
      await userEvent.click(email);
      await expect(args.onChooseEmail).toHaveBeenCalledTimes(1);
    });

    await step('Tab reaches the identity option, Enter chooses it', async () => {
      await userEvent.tab();
      const identity = canvas.getByRole('button', { name: 'Redefinir com meus dados da empresa' });
      await expect(identity).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChooseIdentity).toHaveBeenCalledTimes(1);
    });

    await expect(canvas.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      'mailto:suporte@decola.dev',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** spec 1 §2: the corporate portal hides the recovery e-mail; support is its own address. */
export const Portal: Story = {
  args: { template: 'portal' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Receber e-mail de recuperação' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Redefinir com meus dados da empresa' }),
    );
    await expect(args.onChooseIdentity).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      'mailto:suporte@portalgtop.dev',
    );
  },
};
