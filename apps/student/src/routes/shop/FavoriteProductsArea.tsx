import { errorMessage } from '@decola/api-client';
import { LIMITS, PAGE_SIZES } from '@decola/domain';
import { FavoriteProducts } from '@decola/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shopQuery } from '../../api/shop';
import { statusOf } from '../../api/status';
import { useAddToBag } from './useAddToBag';
import { useFavoriteProduct } from './useFavoriteProduct';

/** Issue 19 point 8: the favourite products, as the profile's `favorite` tab shows them. */
export function FavoriteProductsArea() {
  // Its own page, apart from the trainings' `page` in the URL beside it.
  const [page, setPage] = useState<number>(LIMITS.defaultPage);
  const list = useQuery({
    ...shopQuery.favorites({ page, limit: PAGE_SIZES.products }),
    // A heart pressed again refetches the page: the others stay in place meanwhile.
    placeholderData: keepPreviousData,
  });
  const favorite = useFavoriteProduct();
  const addToBag = useAddToBag();
  const pages = list.data?.pages ?? 0;
  // The last favourite of the last page removed: the page before.
  if (pages >= LIMITS.defaultPage && page > pages) setPage(pages);
  return (
    <FavoriteProducts
      products={list.data?.products ?? []}
      page={page}
      pages={pages}
      onPageChange={setPage}
      status={statusOf(list)}
      errorMessage={list.isError ? errorMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      retrying={list.isError && list.isFetching}
      favoritePendingId={favorite.pendingId}
      onToggleFavorite={favorite.toggle}
      onAddToBag={(product) => addToBag(product, 1)}
    />
  );
}
