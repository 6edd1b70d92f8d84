import { errorMessage } from '@decola/api-client';
import type { ShopProduct } from '@decola/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { statusOf } from '../api/status';
import { useAddToBag } from './useAddToBag';
import { useFavoriteProduct } from './useFavoriteProduct';

/** A page of products as the shop and the favourites show it: its state, hearts and bag. */
export function useProductList<P extends ShopProduct>(list: UseQueryResult<{ products: P[] }>) {
  const favorite = useFavoriteProduct();
  const addToBag = useAddToBag();
  return {
    products: list.data?.products ?? [],
    status: statusOf(list),
    errorMessage: list.isError ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
    retrying: list.isError && list.isFetching,
    favoritePendingId: favorite.pendingId,
    onToggleFavorite: favorite.toggle,
    onAddToBag: (product: P) => addToBag(product, 1),
  };
}
