import { isTemplate, templateConfig } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Shell/MaintenancePage',
  component: MaintenancePage,
  tags: ['templates'],
  parameters: { layout: 'fullscreen' },
  // The toolbar's template decides the platform name and support address unless an arg is set.
  render: (args, { globals }) => (
    <MaintenancePage
      {...args}
      template={args.template ?? (isTemplate(globals.template) ? globals.template : 'default')}
    />
  ),
  args: { onRetry: fn() },
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
  },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const template = isTemplate(globals.template) ? globals.template : 'default';
    const { platformName, footer } = templateConfig(template);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Estamos em manutenção' }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(`A plataforma ${platformName} está`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: footer.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${footer.supportEmail}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Inside the signed-in shell (maintenance keeps the header's admin entries): no <main> of its own. */
export const InShell: Story = {
  tags: ['!templates'],
  args: { inShell: true },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <MaintenancePage {...args} />
    </main>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Estamos em manutenção' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
