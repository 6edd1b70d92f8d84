import { errorMessage } from '@decola/api-client';
import { shopFilterRequest, type ShopFilterChoice } from '@decola/domain';
import { ShopFilters } from '@decola/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../api/shop';
import { statusOf } from '../../api/status';

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
      status={statusOf(options)}
      errorMessage={options.isError ? errorMessage(options.error) : null}
      onRetry={() => void options.refetch()}
    />
  );
}
