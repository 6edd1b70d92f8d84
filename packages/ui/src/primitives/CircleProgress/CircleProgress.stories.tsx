import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CircleProgress } from './CircleProgress';

const meta = {
  title: 'Primitives/CircleProgress',
  component: CircleProgress,
  args: {
    value: 37.5,
    label: 'Progresso da trilha Segurança em Obras',
    caption: '3/8 finalizados',
  },
} satisfies Meta<typeof CircleProgress>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

const progressbar = (canvas: Play['canvas']) =>
  canvas.getByRole('progressbar', {
    name: 'Progresso da trilha Segurança em Obras',
  });

/** The value the ring reports, and shows as a percentage. */
const playShowsPercent =
  (percent: number) =>
  async ({ canvas }: Play) => {
    await expect(progressbar(canvas)).toHaveAttribute('aria-valuenow', String(percent));
    await expect(canvas.getByText(`${percent}%`)).toBeVisible();
  };

/** spec 2 §2: a track shows its finished courses over its total. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    const ring = progressbar(canvas);
    await expect(ring).toHaveAttribute('aria-valuenow', '37');
    await expect(ring).toHaveAttribute('aria-valuetext', '3/8 finalizados');
    await expect(canvas.getByText('3/8 finalizados')).toBeVisible();
    await expect(canvas.getByText('37%')).toBeVisible();
  },
};

export const Finished: Story = {
  args: { value: 100, caption: '8/8 finalizados' },
  play: playShowsPercent(100),
};

/** spec 1 §9: circle progress is capped at 100 %. */
export const CappedAt100: Story = {
  args: { value: 140, caption: undefined, valueText: undefined },
  play: async ({ canvas }) => {
    const ring = progressbar(canvas);
    await expect(ring).toHaveAttribute('aria-valuenow', '100');
    await expect(ring).toHaveAttribute('aria-valuetext', '100%');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const NotStarted: Story = {
  args: {
    value: 0,
    caption: '0/5 finalizados',
    valueText: 'Nenhum dos 5 cursos finalizado',
    size: 'lg',
  },
  play: async ({ canvas }) => {
    const ring = progressbar(canvas);
    await expect(ring).toHaveAttribute('aria-valuenow', '0');
    await expect(ring).toHaveAttribute('aria-valuetext', 'Nenhum dos 5 cursos finalizado');
    await expect(canvas.getByText('0/5 finalizados')).toBeVisible();
  },
};

export const Small: Story = {
  args: { value: 50, size: 'sm', caption: '2/4 finalizados' },
  play: playShowsPercent(50),
};
