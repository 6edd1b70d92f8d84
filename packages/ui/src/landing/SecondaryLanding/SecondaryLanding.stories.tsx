import { templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectHeadingOutline, templateOf } from '../../storybook/helpers';
import { SECONDARY_PLATFORM_NAME, SecondaryLanding } from './SecondaryLanding';

const meta = {
  title: 'Landing/SecondaryLanding',
  component: SecondaryLanding,
  tags: ['templates'],
  parameters: { layout: 'fullscreen' },
  args: { template: 'default', onLoginClick: fn(), onSignUpClick: fn(), year: 2026 },
  argTypes: { template: { control: false } },
  // The footer follows the host's template (the toolbar here), as the app passes it.
  render: (args, { globals }) => <SecondaryLanding {...args} template={templateOf(globals)} />,
} satisfies Meta<typeof SecondaryLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args, globals }) => {
    const { footer } = templateConfig(templateOf(globals));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Transforme o seu talento em negócio' }),
    ).toBeVisible();
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('region', { name: 'O que você aprende' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Como funciona' })).toBeVisible();

    await step('Entrar and both sign-up buttons', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(args.onLoginClick).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Quero me inscrever' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Criar minha conta' }));
      await expect(args.onSignUpClick).toHaveBeenCalledTimes(2);
    });

    // The page's own name in the header and in the copyright line; the template's contacts.
    await expect(canvas.getByRole('banner')).toHaveTextContent(SECONDARY_PLATFORM_NAME);
    const contentinfo = within(canvas.getByRole('contentinfo'));
    await expect(
      contentinfo.getByText(`© 2026 ${SECONDARY_PLATFORM_NAME}. Todos os direitos reservados.`),
    ).toBeInTheDocument();
    await expect(contentinfo.getByRole('link', { name: footer.email })).toBeVisible();
  },
};
