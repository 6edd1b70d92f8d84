import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StatisticsCards } from '../../statistics/StatisticsCards';
import { storyStatistics } from '../../storybook/fixtures/statistics';
import { ProfileStatistics } from './ProfileStatistics';

const meta = {
  title: 'Profile/ProfileStatistics',
  component: ProfileStatistics,
  parameters: { layout: 'padded' },
  args: {
    summary: <StatisticsCards statistics={storyStatistics} state={{ status: 'ready' }} />,
    statisticsHref: '/student/statistics',
  },
} satisfies Meta<typeof ProfileStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The statistics page's summary of the learner's numbers, and the link to that page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Seus números' })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Ver todas as estatísticas' })).toHaveAttribute(
      'href',
      '/student/statistics',
    );
  },
};

/** The summary failed: its own error and retry; the link to the page still leads there. */
export const SummaryError: Story = {
  args: {
    summary: (
      <StatisticsCards
        statistics={null}
        state={{ status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas estatísticas.',
    );
    await expect(canvas.getByRole('link', { name: 'Ver todas as estatísticas' })).toBeVisible();
  },
};
