import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/status';
import { PagedList } from '../../primitives/PagedList';
import { ProductGrid, type ProductGridProps } from '../shared/ProductGrid';
import type { ShopProduct } from '../shared/types';

export const FAVORITE_PRODUCTS_TEXT = {
  title: 'Produtos favoritos',
  pages: 'Páginas de produtos favoritos',
  error: 'Não foi possível carregar os produtos favoritos.',
} as const;

export type FavoriteProductsProps<P extends ShopProduct> = Omit<
  ProductGridProps<P>,
  'headingLevel'
> & {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** 2 as a tab of the profile (beside the favourite trainings); the cards' titles one below. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The learner's favourite products (`list/user/favorite/product`), the list the
 * profile's `favorite` tab shows; a heart pressed again removes the product from it.
 */
export function FavoriteProducts<P extends ShopProduct>({
  page,
  pages,
  onPageChange,
  status,
  errorMessage,
  onRetry,
  retrying,
  headingLevel = 2,
  className,
  ...grid
}: FavoriteProductsProps<P>) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="favorite-products" className={cn('flex flex-col gap-4', className)}>
      <Heading className="text-xl font-bold text-ink sm:text-2xl">
        {FAVORITE_PRODUCTS_TEXT.title}
      </Heading>
      <PagedList
        label={FAVORITE_PRODUCTS_TEXT.title}
        paginationLabel={FAVORITE_PRODUCTS_TEXT.pages}
        status={status}
        isEmpty={grid.products.length === 0}
        errorMessage={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        page={page}
        pages={pages}
        onPageChange={onPageChange}
      >
        <ProductGrid {...grid} headingLevel={headingLevel === 2 ? 3 : 4} />
      </PagedList>
    </div>
  );
}
