import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'padded' },
  args: { value: 45, label: 'Progresso de Excel para Orçamento de Obras' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = Parameters<NonNullable<Story['play']>>[0];

const progressbar = (canvas: Play['canvas']) =>
  canvas.getByRole('progressbar', {
    name: 'Progresso de Excel para Orçamento de Obras',
  });

/** The value the bar reports, and shows as a percentage. */
const playShowsPercent =
  (percent: number) =>
  async ({ canvas }: Play) => {
    await expect(progressbar(canvas)).toHaveAttribute('aria-valuenow', String(percent));
    await expect(canvas.getByText(`${percent}%`)).toBeVisible();
  };

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    const bar = progressbar(canvas);
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45% concluído');
    await expect(canvas.getByText('45%')).toBeVisible();
    const fill = canvasElement.querySelector<HTMLElement>('[data-slot="progress-bar-fill"]');
    await expect(fill?.style.width).toBe('45%');
  },
};

export const NotStarted: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    const bar = progressbar(canvas);
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0% concluído');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

/** A course at 99,6 % is not finished yet, so it reads 99 %, never 100 %. */
export const AlmostDone: Story = {
  args: { value: 99.6 },
  play: playShowsPercent(99),
};

/** A value above 100 is drawn full, never past the end. */
export const OverTheTop: Story = {
  args: { value: 130 },
  play: playShowsPercent(100),
};

export const WithoutVisibleValue: Story = {
  args: { value: 60, showValue: false, size: 'sm', valueText: '6 de 10 conteúdos assistidos' },
  play: async ({ canvas }) => {
    const bar = progressbar(canvas);
    await expect(bar).toHaveAttribute('aria-valuetext', '6 de 10 conteúdos assistidos');
    await expect(canvas.queryByText('60%')).toBeNull();
  },
};
