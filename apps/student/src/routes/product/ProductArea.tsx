import { ProductDetail } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../api/shop';
import { useAddToBag } from '../../shop/useAddToBag';
import { useFavoriteProduct } from '../../shop/useFavoriteProduct';
import { asyncStateOf } from '../../api/asyncState';

/** One product, its photos, description, quantity, bag and heart. */
export function ProductArea({ productId }: { productId: number }) {
  const product = useQuery(shopQuery.detail(productId));
  const favorite = useFavoriteProduct();
  const addToBag = useAddToBag();
  return (
    <ProductDetail
      product={product.data}
      state={asyncStateOf(product)}
      favoritePending={favorite.pendingId === productId}
      onToggleFavorite={favorite.toggle}
      onAddToBag={addToBag}
    />
  );
}
