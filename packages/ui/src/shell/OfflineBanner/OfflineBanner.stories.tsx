import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-64 p-4 text-sm text-ink">
        <p>O portal segue aberto por trás do aviso.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

// A warning, so it waits its turn with the screen reader; the primary colour is not involved.
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(within(banner).getByText('Você está sem conexão.')).toBeVisible();
    await expect(
      within(banner).getByText(
        'O que depende da internet volta a funcionar assim que a conexão voltar.',
      ),
    ).toBeVisible();
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  },
};

// What the learner did offline is counted, so they know it is kept and not lost.
export const OfflineWithWaitingWrites: Story = {
  args: { offline: true, waiting: 3 },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(
      within(banner).getByText('3 envios salvos neste aparelho aguardam a conexão.'),
    ).toBeVisible();
  },
};

export const OfflineWithOneWaitingWrite: Story = {
  args: { offline: true, waiting: 1 },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('status')).getByText(
        '1 envio salvo neste aparelho aguarda a conexão.',
      ),
    ).toBeVisible();
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O portal segue aberto por trás do aviso.')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Você está sem conexão.')).not.toBeInTheDocument();
  },
};
