import { cn } from '../../lib/cn';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { ProductGrid, type ProductGridState } from '../shared/ProductGrid';
import type { ShopProduct } from '../shared/types';

export const FAVORITE_PRODUCTS_TEXT = {
  title: 'Produtos favoritos',
  pages: 'Páginas de produtos favoritos',
  error: 'Não foi possível carregar os produtos favoritos.',
} as const;

export type FavoriteProductsProps<P extends ShopProduct> = PagedListState &
  ProductGridState<P> & {
    /** 2 as a tab of the profile (beside the favourite trainings); the cards' titles one below. */
    headingLevel?: 2 | 3;
    className?: string;
  };

/**
 * The learner's favourite products (`list/user/favorite/product`), the list the
 * profile's `favorite` tab shows; a heart pressed again removes the product from it.
 */
export function FavoriteProducts<P extends ShopProduct>({
  products,
  favoritePendingId,
  onToggleFavorite,
  onAddToBag,
  headingLevel = 2,
  className,
  ...list
}: FavoriteProductsProps<P>) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="favorite-products" className={cn('flex flex-col gap-4', className)}>
      <Heading className="text-xl font-bold text-ink sm:text-2xl">
        {FAVORITE_PRODUCTS_TEXT.title}
      </Heading>
      <PagedList
        {...list}
        label={FAVORITE_PRODUCTS_TEXT.title}
        paginationLabel={FAVORITE_PRODUCTS_TEXT.pages}
        isEmpty={products.length === 0}
      >
        <ProductGrid
          products={products}
          favoritePendingId={favoritePendingId}
          onToggleFavorite={onToggleFavorite}
          onAddToBag={onAddToBag}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      </PagedList>
    </div>
  );
}
