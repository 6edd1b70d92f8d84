import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoalsSection } from './GoalsSection';

const meta = {
  title: 'Landing/GoalsSection',
  component: GoalsSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GoalsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Nossos objetivos' });
    const goals = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(goals).toEqual([
      'Senioridade e produtividade',
      'Retenção de talentos',
      'Desenvolvimento de lideranças',
      'Mentalidade de inovação',
      'Qualidade nas entregas',
    ]);
  },
};
