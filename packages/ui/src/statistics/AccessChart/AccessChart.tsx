import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loadChunk } from '../../lib/loadChunk';
import type { AsyncState } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { StatisticsPanel } from '../shared/StatisticsPanel';
import { STATISTICS_TEXT } from '../shared/statisticsText';
import { AccessTable } from './AccessTable';
import { totalAccesses, type AccessPoint } from './accessPoint';

const TEXT = STATISTICS_TEXT.chart;
/** The bars' height (AccessBars), kept while the data and then the chart's code load. */
const BARS_HEIGHT = 'h-60';

// visx and the d3 parts it uses load with the chart, never in the page's own chunk.
const AccessBars = lazy(() => loadChunk(() => import('./AccessBars')));

export type AccessChartProps = {
  /** One point a day, oldest first (`statistics/user/access?period=day&interval=14`). */
  points: readonly AccessPoint[];
  state: AsyncState;
  /** The page's `chart` option: the panel is brought into view and takes the focus. */
  focused?: boolean;
};

/** The learner's accesses over the last 14 days, as a chart and as a table. */
export function AccessChart({ points, state, focused }: AccessChartProps) {
  const panel = useRef<HTMLElement>(null);
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const isEmpty = totalAccesses(points) === 0;

  useEffect(() => {
    if (focused && state.status === 'ready') panel.current?.focus();
  }, [focused, state.status]);

  return (
    <StatisticsPanel
      ref={panel}
      focusable={focused}
      title={TEXT.title}
      state={state}
      errorText={TEXT.error}
      placeholder={<div className={BARS_HEIGHT} />}
      isEmpty={isEmpty}
      emptyText={TEXT.empty}
      actions={
        !isEmpty && (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={tableShown}
            aria-controls={tableId}
            className="print:hidden"
            onClick={() => setTableShown((shown) => !shown)}
          >
            {TEXT.showTable}
          </Button>
        )
      }
    >
      <Suspense fallback={<div data-pending="code" className={BARS_HEIGHT} />}>
        <AccessBars points={points} />
      </Suspense>
      <AccessTable id={tableId} points={points} visible={tableShown} />
    </StatisticsPanel>
  );
}
