import type { ReactNode } from 'react';
import { STATISTICS_TEXT } from '../shared/statisticsText';

export type StatisticsPageProps = {
  /** The general statistics cards. */
  cards: ReactNode;
  /** The access chart with its table. */
  chart: ReactNode;
  ranking: ReactNode;
  teams: ReactNode;
};

/** Route `statistics`: the page's title over its panels, each of which loads on its own. */
export function StatisticsPage({ cards, chart, ranking, teams }: StatisticsPageProps) {
  return (
    <div
      data-slot="statistics-page"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-section"
    >
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{STATISTICS_TEXT.title}</h1>
      {cards}
      {chart}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {ranking}
        {teams}
      </div>
    </div>
  );
}
