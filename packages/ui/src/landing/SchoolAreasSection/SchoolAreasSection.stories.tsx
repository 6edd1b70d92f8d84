import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SchoolAreasSection } from './SchoolAreasSection';

const meta = {
  title: 'Landing/SchoolAreasSection',
  component: SchoolAreasSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SchoolAreasSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Nossas escolas' });
    const areas = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(areas).toEqual([
      'Corporativa',
      'Operações',
      'Administração',
      'Gestão e liderança',
      'Mercado',
      'Ferramentas',
    ]);
  },
};
