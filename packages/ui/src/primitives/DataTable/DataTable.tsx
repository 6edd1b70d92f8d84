import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A body cell's padding; a header cell adds its alignment and size (`dataTableHeadCell`). */
export const dataTableCell = 'px-3 py-2';
export const dataTableHeadCell = cn(dataTableCell, 'text-left text-sm');
/** A row's `th scope="row"`: named like a header, written like the row's other cells. */
export const dataTableRowHead = cn(dataTableCell, 'text-left font-normal');
/** A record's row: a line between rows, none under the last (the card's border closes it). */
export const dataTableRow = 'border-b border-line last:border-b-0';

export type DataTableProps = {
  /** The table's name for screen readers (its visible title is the heading above it). */
  caption: string;
  /** The header row's cells: `th scope="col"`, or SortableHeader. */
  head: ReactNode;
  /** The body rows (`dataTableRow`), each with its `th scope="row"`. */
  children: ReactNode;
  /**
   * In a card of its own that scrolls sideways on a narrow screen (a list page); false inside a
   * card that is already there (the order review).
   */
  framed?: boolean;
  className?: string;
};

/**
 * The records tables of the shop and the statement (orders, an order's lines, the statement's
 * entries): one header band, one line between rows, one caption.
 */
export function DataTable({ caption, head, children, framed = true, className }: DataTableProps) {
  const table = (
    <table
      className={cn('w-full border-collapse text-ink', !framed && className)}
      data-slot="data-table"
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line bg-surface-muted">
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (!framed) return table;
  return (
    <div className={cn('overflow-x-auto rounded-card border border-line bg-surface', className)}>
      {table}
    </div>
  );
}
