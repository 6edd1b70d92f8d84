import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  storyAccessPoints,
  storyLearner,
  storyRanking,
  storyStatistics,
  storyTeams,
} from '../../storybook/fixtures/statistics';
import { expectHeadingOutline, waitForPhotos } from '../../storybook/helpers';
import { AccessChart } from '../AccessChart';
import { EngagementRanking } from '../EngagementRanking';
import { StatisticsCards } from '../StatisticsCards';
import { UserTeams } from '../UserTeams';
import { StatisticsPage } from './StatisticsPage';

const meta = {
  title: 'Statistics/StatisticsPage',
  component: StatisticsPage,
  parameters: { layout: 'fullscreen' },
  // The page lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <StatisticsPage {...args} />
    </main>
  ),
  args: {
    cards: <StatisticsCards statistics={storyStatistics} state={{ status: 'ready' }} />,
    chart: <AccessChart points={storyAccessPoints} state={{ status: 'ready' }} />,
    ranking: (
      <EngagementRanking
        entries={storyRanking}
        currentUserId={storyLearner.id}
        state={{ status: 'ready' }}
      />
    ),
    teams: (
      <UserTeams
        teams={storyTeams}
        state={{ status: 'ready' }}
        openTeamId={null}
        onToggleTeam={fn()}
        members={{ members: [], state: { status: 'loading' } }}
      />
    ),
  },
} satisfies Meta<typeof StatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title over the four panels, each an h2 region of its own. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-day]')).toHaveLength(14));
    await waitForPhotos(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estatísticas' })).toBeVisible();
    for (const name of [
      'Seus números',
      'Acessos nos últimos 14 dias',
      'Ranking de engajamento',
      'Seus times',
    ])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expectHeadingOutline(canvasElement);
  },
};
