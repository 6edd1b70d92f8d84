import { LIMITS } from '@decola/domain';
import { DebouncedSearch } from '../../primitives/DebouncedSearch';
import { Select } from '../../primitives/Select';

const SEARCH_PLACEHOLDER = 'Título ou descrição';

type ListToolbarProps<V extends string> = {
  searchLabel: string;
  /** The query's `search`. */
  search: string;
  /** 500 ms after the last key. */
  onSearch: (term: string) => void;
  filterLabel: string;
  /** The option that filters nothing out. */
  filterAll: string;
  filterOptions: readonly { value: V; label: string }[];
  filterValue?: V | null;
  onFilterChange: (value: V | null) => void;
};

/** The search and the one filter above a list of the catalogue, side by side where there is room. */
export function ListToolbar<V extends string>({
  searchLabel,
  search,
  onSearch,
  filterLabel,
  filterAll,
  filterOptions,
  filterValue,
  onFilterChange,
}: ListToolbarProps<V>) {
  return (
    <div
      data-slot="list-toolbar"
      className="grid grid-cols-1 items-end gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <DebouncedSearch
        label={searchLabel}
        placeholder={SEARCH_PLACEHOLDER}
        value={search}
        onSearch={onSearch}
        maxLength={LIMITS.searchMaxLength}
      />
      <Select
        label={filterLabel}
        value={filterValue ?? ''}
        placeholder={filterAll}
        options={filterOptions}
        onChange={(event) =>
          onFilterChange(
            filterOptions.find((option) => option.value === event.currentTarget.value)?.value ??
              null,
          )
        }
      />
    </div>
  );
}
