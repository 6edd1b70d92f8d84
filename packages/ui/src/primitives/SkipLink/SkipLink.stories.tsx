import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { targetId: 'conteudo' },
  render: (args) => (
    <div className="relative min-h-40 bg-canvas">
      <SkipLink {...args} />
      <header className="border-b border-line bg-surface px-4 py-3 text-sm text-ink">
        <a href="#inicio" className="font-semibold text-primary-ink">
          Início
        </a>
      </header>
      <main id={args.targetId} tabIndex={-1} className="px-4 py-6 text-ink">
        <h1 className="text-xl font-bold">Conteúdo da página</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the keyboard reaches it, yet read by screen readers. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(link).toHaveAttribute('href', '#conteudo');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The first Tab of the page shows it over the header; Enter jumps to the main content. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};
