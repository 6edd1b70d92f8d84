import { formatDuration } from '@decola/domain';
import type { ReactNode } from 'react';
import type { AsyncState } from '../../lib/asyncState';
import { Count } from '../../primitives/Count';
import { formatPercent } from '../../primitives/ProgressBar';
import { StatisticsPanel } from '../shared/StatisticsPanel';
import { positionLabel, STATISTICS_TEXT } from '../shared/statisticsText';

const TEXT = STATISTICS_TEXT.cards;

/** The learner's general statistics as the contract's `UserStatistics` carries them. */
export type UserStatistics = {
  completeCourses: number;
  coursesInProgress?: number;
  totalWatched: number;
  watchedSeconds?: number;
  certificates?: number;
  percentageUser: number;
  dcoins?: number;
  rankingPosition?: number | null;
};

export type StatisticsCardsProps = {
  statistics: UserStatistics | null;
  state: AsyncState;
};

type Card = { label: string; value: ReactNode };

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function cardsOf(statistics: UserStatistics): Card[] {
  const cards: (Card | null)[] = [
    { label: TEXT.completeCourses, value: <Count value={statistics.completeCourses} /> },
    present(statistics.coursesInProgress)
      ? { label: TEXT.coursesInProgress, value: <Count value={statistics.coursesInProgress} /> }
      : null,
    { label: TEXT.totalWatched, value: <Count value={statistics.totalWatched} /> },
    present(statistics.watchedSeconds)
      ? { label: TEXT.watchedTime, value: formatDuration(statistics.watchedSeconds) }
      : null,
    present(statistics.certificates)
      ? { label: TEXT.certificates, value: <Count value={statistics.certificates} /> }
      : null,
    { label: TEXT.percentageUser, value: formatPercent(statistics.percentageUser) },
    present(statistics.dcoins)
      ? { label: TEXT.dcoins, value: <Count value={statistics.dcoins} /> }
      : null,
    present(statistics.rankingPosition)
      ? { label: TEXT.rankingPosition, value: positionLabel(statistics.rankingPosition) }
      : null,
  ];
  return cards.filter((card): card is Card => card !== null);
}

/** Every card the contract can fill, while the numbers load: the panel's height once they arrive. */
const WAITING_CARDS: Card[] = [
  TEXT.completeCourses,
  TEXT.coursesInProgress,
  TEXT.totalWatched,
  TEXT.watchedTime,
  TEXT.certificates,
  TEXT.percentageUser,
  TEXT.dcoins,
  TEXT.rankingPosition,
].map((label) => ({ label, value: '0' }));

function CardList({ cards }: { cards: Card[] }) {
  return (
    <dl
      data-slot="statistics-cards"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {cards.map((card) => (
        <div
          key={card.label}
          className="flex flex-col-reverse gap-1 rounded-card bg-surface-muted p-4"
        >
          <dt className="text-sm text-ink-muted">{card.label}</dt>
          <dd className="text-2xl font-bold text-primary-ink tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The learner's general statistics (`get/statistics/user`), one card a number. */
export function StatisticsCards({ statistics, state }: StatisticsCardsProps) {
  const shown: AsyncState =
    state.status === 'ready' && !statistics ? { status: 'error', onRetry: state.onRetry } : state;
  return (
    <StatisticsPanel
      title={TEXT.title}
      state={shown}
      errorText={TEXT.error}
      placeholder={<CardList cards={WAITING_CARDS} />}
    >
      {statistics && <CardList cards={cardsOf(statistics)} />}
    </StatisticsPanel>
  );
}
