import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A body cell's padding; a header cell adds its alignment and size (`dataTableHeadCell`). */
export const dataTableCell = 'px-3 py-2';
export const dataTableHeadCell = cn(dataTableCell, 'text-left text-sm');
/** A row's `th scope="row"`: named like a header, written like the row's other cells. */
export const dataTableRowHead = cn(dataTableCell, 'text-left font-normal');
/** A record's row: a line between rows, none under the last (the card's border closes it). */
export const dataTableRow = 'border-b border-line last:border-b-0';

/**
 * A `stacked` table's row below 768 px: a card whose cells the caller places on its two columns
 * (`max-md:col-start-*`, `max-md:row-start-*`); each cell drops its own padding there.
 */
export const dataTableStackedRow =
  'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:p-3 max-md:[&>*]:p-0';

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
  /**
   * Below 768 px each row becomes a card (`dataTableStackedRow`) and the header a bar of its sort
   * buttons, so nothing needs sideways scrolling on a phone. The elements stay a table's.
   */
  stacked?: boolean;
  className?: string;
};

/**
 * The records tables of the shop and the statement (orders, an order's lines, the statement's
 * entries): one header band, one line between rows, one caption.
 */
export function DataTable({
  caption,
  head,
  children,
  framed = true,
  stacked = false,
  className,
}: DataTableProps) {
  const table = (
    <table
      className={cn(
        'w-full border-collapse text-ink',
        stacked && 'max-md:block',
        !framed && className,
      )}
      data-slot="data-table"
      data-layout={stacked ? 'stacked' : undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead
        className={cn(
          'border-b border-line bg-surface-muted',
          stacked && 'max-md:block max-md:[&>tr]:flex max-md:[&>tr]:flex-wrap',
        )}
      >
        <tr>{head}</tr>
      </thead>
      <tbody className={cn(stacked && 'max-md:block')}>{children}</tbody>
    </table>
  );
  if (!framed) return table;
  return (
    <div className={cn('overflow-x-auto rounded-card border border-line bg-surface', className)}>
      {table}
    </div>
  );
}
