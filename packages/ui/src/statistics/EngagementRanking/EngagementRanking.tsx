import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { Avatar } from '../../primitives/Avatar';
import { Count } from '../../primitives/Count';
import { DataTable, dataTableHeadCell, dataTableRow } from '../../primitives/DataTable';
import { personName, type Person } from '../shared/person';
import { StatisticsPanel } from '../shared/StatisticsPanel';
import { positionLabel, STATISTICS_TEXT } from '../shared/statisticsText';

const TEXT = STATISTICS_TEXT.ranking;

/** One line of the ranking, as the contract's `EngagementEntry` carries it. */
export type EngagementEntry = {
  position: number;
  user: Person;
  points: number;
  completeCourses?: number;
};

export type EngagementRankingProps = {
  /** Best first; the learner's own line comes last when they are below the top. */
  entries: readonly EngagementEntry[];
  /** The signed-in learner, whose line is highlighted. */
  currentUserId: number | null;
  state: AsyncState;
};

const CELL = 'px-2 py-2 sm:px-3';
/** The header band's cells keep the rows' narrower padding on a phone. */
const HEAD = 'px-2 font-semibold sm:px-3';
/** Narrow screens keep position, name and points; the finished courses join from 640 px. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** The engagement ranking (`list/students/engagement`), the learner's own position highlighted. */
export function EngagementRanking({ entries, currentUserId, state }: EngagementRankingProps) {
  return (
    <StatisticsPanel
      title={TEXT.title}
      state={state}
      errorText={TEXT.error}
      isEmpty={entries.length === 0}
    >
      <DataTable
        caption={TEXT.title}
        framed={false}
        className="text-sm"
        head={
          <>
            <th scope="col" className={cn(dataTableHeadCell, HEAD)}>
              {TEXT.position}
            </th>
            <th scope="col" className={cn(dataTableHeadCell, HEAD)}>
              {TEXT.student}
            </th>
            <th scope="col" className={cn(dataTableHeadCell, HEAD, 'text-right')}>
              {TEXT.points}
            </th>
            <th scope="col" className={cn(dataTableHeadCell, HEAD, WIDE_ONLY, 'text-right')}>
              {TEXT.completeCourses}
            </th>
          </>
        }
      >
        {entries.map((entry) => {
          const isMine = entry.user.id === currentUserId;
          const name = personName(entry.user);
          return (
            <tr
              key={`${entry.position}-${entry.user.id}`}
              aria-current={isMine || undefined}
              data-state={isMine ? 'mine' : undefined}
              className={cn(dataTableRow, isMine && 'bg-primary-soft font-semibold')}
            >
              <td className={cn(CELL, 'tabular-nums')}>{positionLabel(entry.position)}</td>
              <th
                scope="row"
                className={cn(CELL, 'text-left', isMine ? 'font-semibold' : 'font-normal')}
              >
                <span className="flex items-center gap-3 break-words">
                  <span className="hidden shrink-0 sm:inline-flex">
                    <Avatar image={entry.user.image} name={name} size="sm" />
                  </span>
                  <span className="break-words">
                    {name}
                    {isMine && (
                      <span className="ml-2 rounded-pill bg-primary px-2 py-0.5 text-xs text-on-primary">
                        {TEXT.you}
                      </span>
                    )}
                  </span>
                </span>
              </th>
              <td className={cn(CELL, 'text-right tabular-nums')}>
                <Count value={entry.points} />
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'text-right tabular-nums')}>
                {entry.completeCourses === undefined ? '' : <Count value={entry.completeCourses} />}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </StatisticsPanel>
  );
}
