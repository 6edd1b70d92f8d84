import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

const progressbar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', {
    name: 'Progresso de Excel para Orçamento de Obras',
  });

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvasElement }) => {
    const bar = progressbar(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45% concluído');
    await expect(within(canvasElement).getByText('45%')).toBeVisible();
    const fill = canvasElement.querySelector<HTMLElement>('[data-slot="progress-bar-fill"]');
    await expect(fill?.style.width).toBe('45%');
  },
};

export const NotStarted: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const bar = progressbar(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', '0% concluído');
    await expect(within(canvasElement).getByText('0%')).toBeVisible();
  },
};

/** A course at 99,6 % is not finished yet, so it reads 99 %, never 100 %. */
export const AlmostDone: Story = {
  args: { value: 99.6 },
  play: async ({ canvasElement }) => {
    await expect(progressbar(canvasElement)).toHaveAttribute('aria-valuenow', '99');
    await expect(within(canvasElement).getByText('99%')).toBeVisible();
  },
};

/** A value above 100 is drawn full, never past the end. */
export const OverTheTop: Story = {
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    await expect(progressbar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(within(canvasElement).getByText('100%')).toBeVisible();
  },
};

export const WithoutVisibleValue: Story = {
  args: { value: 60, showValue: false, size: 'sm', valueText: '6 de 10 conteúdos assistidos' },
  play: async ({ canvasElement }) => {
    const bar = progressbar(canvasElement);
    await expect(bar).toHaveAttribute('aria-valuetext', '6 de 10 conteúdos assistidos');
    await expect(within(canvasElement).queryByText('60%')).toBeNull();
  },
};
