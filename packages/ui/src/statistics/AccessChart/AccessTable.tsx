import { formatDateBR } from '@decola/domain';
import { cn } from '../../lib/cn';
import { Count } from '../../primitives/Count';
import { dataTableRow } from '../../primitives/DataTable';
import { STATISTICS_TEXT } from '../shared/statisticsText';
import type { AccessPoint } from './accessPoint';

const TEXT = STATISTICS_TEXT.chart;

export type AccessTableProps = {
  points: readonly AccessPoint[];
  /** Shown on screen; otherwise only screen readers and print meet it. */
  visible: boolean;
  id?: string;
};

/** The chart's numbers as a table: for screen readers, print, and whoever prefers to read them. */
export function AccessTable({ points, visible, id }: AccessTableProps) {
  return (
    <table
      id={id}
      data-slot="access-table"
      className={cn(
        'border-collapse text-left text-sm text-ink',
        // Hidden, its full width would stretch the page from where it is taken out of the flow.
        visible ? 'w-full' : 'sr-only print:not-sr-only print:w-full',
      )}
    >
      <caption className="pb-2 text-left font-semibold">{TEXT.tableCaption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-4 font-semibold">
            {TEXT.day}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {TEXT.accesses}
          </th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.date} className={dataTableRow}>
            <th scope="row" className="py-2 pr-4 font-normal tabular-nums">
              {formatDateBR(point.date)}
            </th>
            <td className="py-2 text-right tabular-nums">
              <Count value={point.accesses} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
