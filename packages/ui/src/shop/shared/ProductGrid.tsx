import type { ProductCardProps } from '../ProductCard';
import { ProductCard } from '../ProductCard';
import type { ShopProduct } from './types';

/**
 * What a page passes through to its grid: the products, the heart on its way to the server and
 * the cards' two callbacks (the shop and the favourite products take them as their own props).
 */
export type ProductGridState<P extends ShopProduct> = Pick<
  ProductCardProps<P>,
  'onToggleFavorite' | 'onAddToBag'
> & {
  products: readonly P[];
  /** The product whose heart is on its way to the server. */
  favoritePendingId?: number | null;
};

export type ProductGridProps<P extends ShopProduct> = ProductGridState<P> & {
  headingLevel?: 3 | 4;
};

/** A page of product cards, as a list. */
export function ProductGrid<P extends ShopProduct>({
  products,
  favoritePendingId,
  headingLevel,
  onToggleFavorite,
  onAddToBag,
}: ProductGridProps<P>) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            favoritePending={favoritePendingId === product.id}
            onToggleFavorite={onToggleFavorite}
            onAddToBag={onAddToBag}
          />
        </li>
      ))}
    </ul>
  );
}
