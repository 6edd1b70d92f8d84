import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MissionVisionValuesSection } from './MissionVisionValuesSection';

const meta = {
  title: 'Landing/MissionVisionValuesSection',
  component: MissionVisionValuesSection,
  parameters: { layout: 'fullscreen' },
  args: { platformName: 'Decola' },
} satisfies Meta<typeof MissionVisionValuesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Missão, visão e valores' });
    for (const name of ['Missão', 'Visão', 'Valores']) {
      await expect(within(section).getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(within(section).getByText(/fazendo do Decola o ponto de partida/)).toBeVisible();
  },
};
