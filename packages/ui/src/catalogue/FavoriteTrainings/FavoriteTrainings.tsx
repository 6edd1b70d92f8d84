import { FAVORITE_TYPES, type FavoriteType, type SortOrder } from '@decola/domain';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { DataTable, dataTableHeadCell } from '../../primitives/DataTable';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { SortableHeader } from '../../primitives/SortableHeader';
import { LIST_PAGE_CLASS } from '../shared/listPage';
import { ListToolbar } from '../shared/ListToolbar';
import { ListHeading } from '../shared/ListHeading';
import { FavoriteTrainingRow, type FavoriteTraining } from './FavoriteTrainingRow';
import { FAVORITE_TRAININGS_TEXT as TEXT, FAVORITE_TYPE_LABELS } from './favoriteTrainingsText';

export type FavoriteTrainingsProps<T extends FavoriteTraining> = PagedListState & {
  /** One page of favourites (30 a page). */
  trainings: readonly T[];
  /** How many favourites match, on every page. */
  total: number;
  /** The query's `search`. */
  search: string;
  /** 500 ms after the last key; `searchToQuery` makes the query of it. */
  onSearch: (term: string) => void;
  /** The query's `orderBy` and `order`. */
  orderBy?: string | null;
  order?: SortOrder | null;
  /** A column header was pressed; `toggleSortInQuery` gives its next order. */
  onSort: (column: string) => void;
  /** The query's `type`; every kind when empty. */
  type?: FavoriteType | null;
  onTypeChange: (type: FavoriteType | null) => void;
  /** The heart of a row: the app drops the row at once and removes the favourite (no reload). */
  onRemove: (training: T) => void;
  /** 1 on its own route, 2 as a tab of the profile. */
  headingLevel?: 1 | 2;
  /** The page's frame by default; a tab of the profile passes its own instead. */
  className?: string;
};

// Narrow screens keep every remaining column, the heart included, within the width.
const HEADER_CELL = 'px-2 sm:px-3';

const TYPE_OPTIONS = FAVORITE_TYPES.map((value) => ({
  value,
  label: FAVORITE_TYPE_LABELS[value].filter,
}));

const SORTABLE = [
  { column: 'title', label: TEXT.columns.title, className: HEADER_CELL },
  {
    column: 'duration',
    label: TEXT.columns.duration,
    className: `hidden sm:table-cell ${HEADER_CELL}`,
  },
  { column: 'rating', label: TEXT.columns.rating, className: HEADER_CELL },
] as const;

/** The favourite trainings, searched, sorted by the header and filtered by kind. */
export function FavoriteTrainings<T extends FavoriteTraining>({
  trainings,
  total,
  search,
  onSearch,
  orderBy,
  order,
  onSort,
  type,
  onTypeChange,
  onRemove,
  headingLevel = 1,
  className,
  ...list
}: FavoriteTrainingsProps<T>) {
  // Said once the removed favourite has left the list, not when the heart is pressed.
  const [removed, setRemoved] = useState<FavoriteTraining | null>(null);
  const gone = removed && !trainings.some((training) => training.id === removed.id);

  const header = (column: (typeof SORTABLE)[number]) => (
    <SortableHeader
      key={column.column}
      label={column.label}
      column={column.column}
      orderBy={orderBy}
      order={order}
      onSort={onSort}
      className={column.className}
    />
  );

  return (
    <div data-slot="favorite-trainings" className={className ?? LIST_PAGE_CLASS}>
      <ListHeading
        title={TEXT.title}
        level={headingLevel}
        total={list.status === 'ready' ? total : null}
      />
      <ListToolbar
        searchLabel={TEXT.search}
        search={search}
        onSearch={onSearch}
        filterLabel={TEXT.type}
        filterAll={TEXT.allTypes}
        filterOptions={TYPE_OPTIONS}
        filterValue={type}
        onFilterChange={onTypeChange}
      />
      <PagedList {...list} label={TEXT.title} isEmpty={trainings.length === 0}>
        <DataTable
          caption={TEXT.title}
          className="shadow-sm"
          head={
            <>
              {header(SORTABLE[0])}
              <th
                scope="col"
                className={cn(dataTableHeadCell, 'hidden align-middle font-semibold md:table-cell')}
              >
                {TEXT.columns.type}
              </th>
              {header(SORTABLE[1])}
              {header(SORTABLE[2])}
              <th scope="col" className={cn(dataTableHeadCell, HEADER_CELL)}>
                <span className="sr-only">{TEXT.actions}</span>
              </th>
            </>
          }
        >
          {trainings.map((training) => (
            <FavoriteTrainingRow
              key={training.id}
              training={training}
              onRemove={(chosen) => {
                setRemoved(chosen);
                onRemove(chosen);
              }}
            />
          ))}
        </DataTable>
      </PagedList>
      <p role="status" className="sr-only">
        {gone ? TEXT.removed(removed.title) : ''}
      </p>
    </div>
  );
}
