import type { ShopProduct } from '@decola/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useAddToBag } from './useAddToBag';
import { useFavoriteProduct } from './useFavoriteProduct';
import { asyncStateOf } from '../api/asyncState';

/** A page of products as the shop and the favourites show it: its state, hearts and bag. */
export function useProductList<P extends ShopProduct>(list: UseQueryResult<{ products: P[] }>) {
  const favorite = useFavoriteProduct();
  const addToBag = useAddToBag();
  return {
    products: list.data?.products ?? [],
    ...asyncStateOf(list),
    favoritePendingId: favorite.pendingId,
    onToggleFavorite: favorite.toggle,
    onAddToBag: (product: P) => addToBag(product, 1),
  };
}
