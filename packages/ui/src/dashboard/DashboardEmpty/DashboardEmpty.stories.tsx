import { templateConfig, type Template } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardEmpty, type DashboardEmptyProps } from './DashboardEmpty';

type StoryProps = Omit<DashboardEmptyProps, 'template'> & { template?: Template };

const templateOf = (args: StoryProps, context: Pick<StoryContext, 'globals'>): Template =>
  args.template ?? (context.globals.template as Template | undefined) ?? 'default';

/** The fallback where the dashboard's sections would be. */
function EmptyDashboard({ template = 'default', ...props }: StoryProps) {
  return (
    <div className="p-8">
      <DashboardEmpty {...props} template={template} />
    </div>
  );
}

const meta = {
  title: 'Dashboard/DashboardEmpty',
  component: EmptyDashboard,
  parameters: { layout: 'fullscreen' },
  render: (args, context) => <EmptyDashboard {...args} template={templateOf(args, context)} />,
  argTypes: {
    template: { control: 'inline-radio', options: ['default', 'portal', 'construction', 'circle'] },
  },
} satisfies Meta<StoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a `template` arg the fallback follows the Template toolbar, as the app follows the host. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, args, globals }) => {
    const { supportEmail } = templateConfig(templateOf(args, { globals })).footer;
    const section = canvas.getByRole('region', { name: 'Nenhum treinamento disponível' });
    // spec 1 §2: no training is available, and the learner contacts support by e-mail.
    await expect(section).toHaveTextContent('Ainda não há treinamentos disponíveis para você.');
    await expect(canvas.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(canvas.getByRole('link', { name: 'Escrever para o suporte' })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
  },
};

export const PortalTemplate: Story = {
  args: { template: 'portal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'suporte@portalgtop.dev' })).toHaveAttribute(
      'href',
      'mailto:suporte@portalgtop.dev',
    );
  },
};
