import { StatisticsPage, STATISTICS_TEXT } from '@decola/ui';
import { useParams } from 'react-router-dom';
import { AreaBoundary } from '../../common/AreaBoundary';
import {
  AccessChartArea,
  EngagementRankingArea,
  StatisticsCardsArea,
  UserTeamsArea,
} from '../../statistics/StatisticsPanels';

/** Route `statistics/:option?`: the option `chart` takes the reader to the chart. */
export function Component() {
  const { option } = useParams();
  return (
    <StatisticsPage
      cards={
        <AreaBoundary text={STATISTICS_TEXT.cards.error}>
          <StatisticsCardsArea askedAhead />
        </AreaBoundary>
      }
      chart={
        <AreaBoundary text={STATISTICS_TEXT.chart.error}>
          <AccessChartArea focused={option === 'chart'} />
        </AreaBoundary>
      }
      ranking={
        <AreaBoundary text={STATISTICS_TEXT.ranking.error}>
          <EngagementRankingArea />
        </AreaBoundary>
      }
      teams={
        <AreaBoundary text={STATISTICS_TEXT.teams.error}>
          <UserTeamsArea />
        </AreaBoundary>
      }
    />
  );
}
