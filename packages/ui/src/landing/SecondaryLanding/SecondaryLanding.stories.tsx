import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectHeadingOutline } from '../shared/storyHelpers';
import { SecondaryLanding } from './SecondaryLanding';

const meta = {
  title: 'Landing/SecondaryLanding',
  component: SecondaryLanding,
  parameters: { layout: 'fullscreen' },
  args: { template: 'default', onLoginClick: fn(), onSignUpClick: fn(), year: 2026 },
} satisfies Meta<typeof SecondaryLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Transforme o seu talento em negócio' }),
    ).toBeVisible();
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('region', { name: 'O que você aprende' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Como funciona' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Quero me inscrever' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar minha conta' }));
    await expect(args.onSignUpClick).toHaveBeenCalledTimes(2);

    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByText('© 2026 Decola. Todos os direitos reservados.'),
    ).toBeInTheDocument();
  },
};
