import { formatDayMonthBR } from '@decola/domain';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useRef } from 'react';
import { chartSummary } from '../shared/statisticsText';
import { totalAccesses, type AccessPoint } from './accessPoint';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 240;
const MARGIN = { top: 20, right: 8, bottom: 28, left: 32 };
/** Room one 'dd/mm' label needs on the axis: fewer days are named when they would overlap. */
const LABEL_PX = 44;

// visx writes its own font and colour on each label: the page's font and the muted ink instead.
const TICK_LABEL = { fill: 'currentColor', fontFamily: 'inherit', fontSize: 12 } as const;

const wholeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export type AccessBarsProps = { points: readonly AccessPoint[] };

/**
 * The days' accesses as bars (visx over SVG), drawn with the template's tokens; the picture is one
 * image to a screen reader, which reads the table beside it for the numbers.
 */
export default function AccessBars({ points }: AccessBarsProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const highest = Math.max(1, ...points.map((point) => point.accesses));
  const x = scaleBand({
    domain: points.map((point) => point.date),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const step = Math.max(1, Math.ceil((points.length * LABEL_PX) / Math.max(1, innerWidth)));
  // Counted back from the last day, which is always named.
  const days = points.filter((_, index) => (points.length - 1 - index) % step === 0);
  const first = formatDayMonthBR(points[0]?.date);
  const last = formatDayMonthBR(points.at(-1)?.date);
  return (
    // The chart's height before its width is measured: the panels below stay where they are.
    <div ref={frame} data-slot="access-chart" className="min-h-60 w-full">
      {width > 0 && (
        <svg
          role="img"
          aria-label={chartSummary(first, last, totalAccesses(points))}
          width={width}
          height={HEIGHT}
          className="block overflow-visible text-ink-muted"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            {points.map((point) => {
              const top = y(point.accesses);
              const barX = x(point.date) ?? 0;
              return (
                <g key={point.date} data-day={point.date} data-accesses={point.accesses}>
                  <Bar
                    x={barX}
                    y={top}
                    width={x.bandwidth()}
                    height={innerHeight - top}
                    rx={3}
                    className="fill-primary"
                  />
                  <text
                    x={barX + x.bandwidth() / 2}
                    y={top - 6}
                    textAnchor="middle"
                    className="fill-ink text-xs font-semibold tabular-nums"
                  >
                    {wholeNumber.format(point.accesses)}
                  </text>
                </g>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={Math.min(4, highest)}
              tickFormat={(value) => wholeNumber.format(Number(value))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={days.map((point) => point.date)}
              tickFormat={(day) => formatDayMonthBR(day)}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
