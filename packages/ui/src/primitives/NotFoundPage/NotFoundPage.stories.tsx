import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Shell/NotFoundPage',
  component: NotFoundPage,
  tags: ['templates'],
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/dashboard' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** Inside the signed-in shell, which owns the page's <main>. */
export const InShell: Story = {
  tags: ['!templates'],
  args: { inShell: true, homeHref: '/student/dashboard' },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <NotFoundPage {...args} />
    </main>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/student/dashboard',
    );
  },
};
