import {
  formatDateBR,
  formatDecoins,
  signedAmount,
  STATEMENT_TYPE_CODE_LABELS,
  STATEMENT_TYPE_LABELS,
  type SortOrder,
  type StatementItemType,
  type StatementTypeCode,
} from '@decola/domain';
import { cn } from '../../lib/cn';
import {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
  dataTableStackedRow,
} from '../../primitives/DataTable';
import { Button } from '../../primitives/Button';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { SortableHeader } from '../../primitives/SortableHeader';
import { AlertBox } from '../../primitives/AlertBox';
import { STATEMENT_TEXT as TEXT } from '../shared/statementText';
import { StatementFilters, type StatementFilterValues } from './StatementFilters';

export type StatementEntry = {
  id: number;
  createdAt: string;
  description: string;
  type: StatementItemType;
  typeCode: StatementTypeCode;
  value: number;
};

export type StatementPageProps = PagedListState & {
  /** Decoins in the wallet; unknown while the first page loads. */
  wallet?: number | null;
  /** One page of entries (20). */
  entries: readonly StatementEntry[];
  orderBy?: string | null;
  order?: SortOrder | null;
  /** A header was pressed; `toggleSortInQuery` gives its next order. */
  onSort: (column: string) => void;
  filters: StatementFilterValues;
  onFiltersChange: (filters: StatementFilterValues) => void;
  /** 'Exportar CSV': every page of the filtered entries. */
  onExport: () => void;
  exporting?: boolean;
  exportError?: string | null;
  className?: string;
};

const COLUMNS = {
  date: { column: 'createdAt', label: TEXT.date },
  description: { column: 'description', label: TEXT.description },
  type: { column: 'type', label: TEXT.type },
  amount: { column: 'value', label: TEXT.amount, className: 'text-right' },
} as const;

/** `profile/statement`: the balance, then the decoins moved, sorted and filtered. */
export function StatementPage({
  wallet,
  entries,
  orderBy,
  order,
  onSort,
  filters,
  onFiltersChange,
  onExport,
  exporting = false,
  exportError,
  className,
  ...list
}: StatementPageProps) {
  const header = (key: keyof typeof COLUMNS) => {
    const column = COLUMNS[key];
    return (
      <SortableHeader
        label={column.label}
        column={column.column}
        orderBy={orderBy}
        order={order}
        onSort={onSort}
        className={'className' in column ? column.className : undefined}
      />
    );
  };
  return (
    <div
      data-slot="statement-page"
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-ink">{TEXT.title}</h1>
          <p className="text-ink-muted">
            {TEXT.wallet}:{' '}
            <strong className="text-xl tabular-nums text-ink">
              {wallet == null ? '—' : formatDecoins(wallet)}
            </strong>
          </p>
        </div>
        <Button variant="secondary" onClick={onExport} loading={exporting}>
          {TEXT.exportCsv}
        </Button>
      </div>
      {exportError && (
        <AlertBox tone="danger" title={TEXT.exportError}>
          {exportError}
        </AlertBox>
      )}
      <StatementFilters values={filters} onChange={onFiltersChange} />
      <PagedList
        {...list}
        label={TEXT.table}
        isEmpty={entries.length === 0}
        errorMessage={list.errorMessage ?? TEXT.loadError}
      >
        <DataTable
          caption={TEXT.table}
          stacked
          head={
            <>
              {header('date')}
              {header('description')}
              {/* Not a sort button: on a phone's sort bar it would only be a word. */}
              <th scope="col" className={cn(dataTableHeadCell, 'font-semibold max-md:hidden')}>
                {TEXT.typeCode}
              </th>
              {header('type')}
              {header('amount')}
            </>
          }
        >
          {/* A phone's card: the description and the signed amount, then the date and the type,
              then the origin. */}
          {entries.map((entry) => (
            <tr key={entry.id} className={cn(dataTableRow, dataTableStackedRow)}>
              <td
                className={cn(
                  dataTableCell,
                  'whitespace-nowrap max-md:col-start-1 max-md:row-start-2 max-md:text-sm max-md:text-ink-muted',
                )}
              >
                {formatDateBR(entry.createdAt)}
              </td>
              <th
                scope="row"
                className={cn(
                  dataTableRowHead,
                  'max-md:col-start-1 max-md:row-start-1 max-md:font-semibold',
                )}
              >
                {entry.description}
              </th>
              <td
                className={cn(
                  dataTableCell,
                  'max-md:col-span-2 max-md:row-start-3 max-md:text-sm max-md:text-ink-muted',
                )}
              >
                {STATEMENT_TYPE_CODE_LABELS[entry.typeCode]}
              </td>
              <td
                className={cn(
                  dataTableCell,
                  'max-md:col-start-2 max-md:row-start-2 max-md:text-right max-md:text-sm max-md:text-ink-muted',
                )}
              >
                {STATEMENT_TYPE_LABELS[entry.type]}
              </td>
              <td
                className={cn(
                  dataTableCell,
                  'text-right font-semibold whitespace-nowrap tabular-nums max-md:col-start-2 max-md:row-start-1',
                  entry.type === 'DEBIT' ? 'text-danger' : 'text-success',
                )}
              >
                {signedAmount(entry)}
              </td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </div>
  );
}
