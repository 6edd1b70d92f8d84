import { routeHref } from '@decola/domain';
import { ProfileStatistics, STATISTICS_TEXT } from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { StatisticsCardsArea } from '../../statistics/StatisticsPanels';

/** Profile `statistics`: the statistics page's summary, and the link to that page. */
export function StatisticsTab() {
  return (
    <ProfileStatistics
      summary={
        <AreaBoundary text={STATISTICS_TEXT.cards.error}>
          <StatisticsCardsArea />
        </AreaBoundary>
      }
      statisticsHref={routeHref({ name: 'statistics' })}
    />
  );
}
