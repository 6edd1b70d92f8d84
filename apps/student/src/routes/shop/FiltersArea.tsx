import { shopFilterRequest, type ShopFilterChoice } from '@decola/domain';
import { ShopFilters } from '@decola/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../api/shop';
import { asyncStateOf } from '../../api/asyncState';

type FiltersAreaProps = {
  value: ShopFilterChoice;
  onChange: (filter: ShopFilterChoice) => void;
};

/** `list/filters`: the panel's options for the filter chosen (the shops' counts follow). */
export function FiltersArea({ value, onChange }: FiltersAreaProps) {
  const options = useQuery({
    ...shopQuery.filters(shopFilterRequest(value)),
    // The panel keeps its options while the counts of a new choice load: no flicker per click.
    placeholderData: keepPreviousData,
  });
  return (
    <ShopFilters
      value={value}
      onChange={onChange}
      options={options.data}
      state={asyncStateOf(options)}
    />
  );
}
