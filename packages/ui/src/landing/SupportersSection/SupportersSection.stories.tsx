import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportersSection } from './SupportersSection';

const meta = {
  title: 'Landing/SupportersSection',
  component: SupportersSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SupportersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Quem apoia' });
    const logos = within(section).getAllByRole('img');
    await expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Instituto Alicerce',
      'Fundação Horizonte',
      'Rede Ponte Aberta',
      'Associação Engrenar',
      'Coletivo Semente',
    ]);
  },
};
