import {
  activeShopFilterCount,
  changeShopFilter,
  hasShopFilter,
  LIMITS,
  NO_SHOP_FILTER,
  type PriceInterval,
  type ShopFilterChoice,
} from '@decola/domain';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { DebouncedSearch } from '../../primitives/DebouncedSearch';
import { ChevronDownIcon } from '../../icons';
import { Spinner } from '../../primitives/Spinner';
import { SHOP_FILTERS_TEXT as TEXT } from '../shared/shopText';
import { IdChoices, type IdChoice } from './IdChoices';
import { PriceFilter } from './PriceFilter';

/** What `list/filters` offers (the contract's `ShopFilter`). */
export type ShopFilterOptions = {
  shops: readonly IdChoice[];
  prices: PriceInterval;
  categories: readonly IdChoice[];
};

export type ShopFiltersProps = {
  /** The filter in the URL. */
  value: ShopFilterChoice;
  /** The next filter: the app writes it to the URL and goes back to page 1. */
  onChange: (filter: ShopFilterChoice) => void;
  options?: ShopFilterOptions | null;
  /** Where the options are; search and favourites work meanwhile. */
  state: AsyncState;
  className?: string;
};

const LOADING_LABEL = 'Carregando filtros…';

/**
 * The search (500 ms after the last key), the favourites, the shops,
 * the price interval and the categories, and 'Limpar filtros' once anything is chosen. Below the
 * two-column layout the panel waits behind a 'Filtros' button with the count of filters on, so
 * the products come first on a phone.
 */
export function ShopFilters({ value, onChange, options, state, className }: ShopFiltersProps) {
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = activeShopFilterCount(value);
  const change = (part: Partial<ShopFilterChoice>) => onChange(changeShopFilter(value, part));
  return (
    <div data-slot="shop-filters-frame" className={cn('flex flex-col gap-3', className)}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        data-slot="shop-filters-toggle"
        className="justify-between lg:hidden"
      >
        <span className="sr-only">{TEXT.toggle(active)}</span>
        <span aria-hidden="true" className="flex items-center gap-2">
          {TEXT.title}
          {active > 0 && (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-primary px-1.5 text-xs font-bold text-on-primary">
              {active}
            </span>
          )}
        </span>
        <ChevronDownIcon
          size="sm"
          className={cn('shrink-0 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <aside
        id={panelId}
        aria-labelledby={titleId}
        data-slot="shop-filters"
        className={cn(
          'flex-col gap-5 rounded-card border border-line bg-surface p-4 lg:flex',
          open ? 'flex' : 'hidden',
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {TEXT.title}
          </h2>
          {hasShopFilter(value) && (
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_SHOP_FILTER)}>
              {TEXT.clear}
            </Button>
          )}
        </div>
        <DebouncedSearch
          label={TEXT.search}
          value={value.search}
          onSearch={(search) => change({ search })}
          maxLength={LIMITS.searchMaxLength}
        />
        <Checkbox
          label={TEXT.favorites}
          checked={value.favorites}
          onChange={(event) => change({ favorites: event.target.checked })}
        />
        <LoadState
          state={state}
          text={{ error: TEXT.error }}
          loading={
            <div className="flex justify-center py-4">
              <Spinner size="md" label={LOADING_LABEL} />
            </div>
          }
        >
          {options && (
            <>
              <IdChoices
                legend={TEXT.shops}
                choices={options.shops}
                chosen={value.shops}
                onChange={(shops) => change({ shops })}
              />
              <PriceFilter
                value={value.interval}
                range={options.prices}
                onApply={(interval) => change({ interval })}
              />
              <IdChoices
                legend={TEXT.categories}
                choices={options.categories}
                chosen={value.categories}
                onChange={(categories) => change({ categories })}
              />
            </>
          )}
        </LoadState>
      </aside>
    </div>
  );
}
