import { isTemplate, templateConfig, type Template } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

/** The template chosen in the toolbar (and by the visual test), as the app takes it from the host. */
const templateOf = (globals: Record<string, unknown>): Template =>
  isTemplate(globals.template) ? globals.template : 'default';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // Deterministic stories: a fixed year instead of the clock's.
  args: { template: 'default', year: 2026 },
  argTypes: { template: { control: false } },
  render: (args, { globals }) => <Footer {...args} template={templateOf(globals)} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, globals }) => {
    const { platformName, footer } = templateConfig(templateOf(globals));
    const contentinfo = canvas.getByRole('contentinfo');

    for (const title of [
      'Sobre nós',
      'Gestão',
      'Negócios e marca',
      'Notícias',
      'Trabalhe conosco',
      'Contato',
    ]) {
      await expect(within(contentinfo).getByRole('heading', { name: title })).toBeVisible();
    }

    // The template's own contacts.
    await expect(canvas.getByRole('link', { name: footer.email })).toHaveAttribute(
      'href',
      `mailto:${footer.email}`,
    );
    await expect(canvas.getByRole('link', { name: footer.phone })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: footer.dataProtectionOfficerEmail }),
    ).toHaveAttribute('href', `mailto:${footer.dataProtectionOfficerEmail}`);
    const whistleblowing = canvas.getByRole('link', {
      name: 'Canal de denúncias (abre em nova aba)',
    });
    await expect(whistleblowing).toHaveAttribute('href', footer.whistleblowingUrl);

    // Every external link opens in a new tab without handing over the opener, and says so.
    const external = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://'));
    await expect(external.length).toBeGreaterThan(10);
    for (const link of external) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(abre em nova aba\)$/);
    }
    for (const social of footer.social) {
      await expect(
        canvas.getByRole('link', { name: `${social.label} do ${platformName} (abre em nova aba)` }),
      ).toHaveAttribute('href', social.href);
    }

    await expect(
      canvas.getByRole('link', { name: 'Decola Tecnologia Educacional (abre em nova aba)' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(`© 2026 ${platformName}. Todos os direitos reservados.`),
    ).toBeVisible();
  },
};

export const AnotherYear: Story = {
  args: { year: 2027 },
  play: async ({ canvas, globals }) => {
    const { platformName } = templateConfig(templateOf(globals));
    await expect(
      canvas.getByText(`© 2027 ${platformName}. Todos os direitos reservados.`),
    ).toBeVisible();
  },
};
