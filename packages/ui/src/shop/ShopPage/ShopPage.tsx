import type { ReactNode } from 'react';
import type { LoadStatus } from '../../lib/status';
import { PagedList } from '../../primitives/PagedList';
import { ProductGrid, type ProductGridProps } from '../shared/ProductGrid';
import { SHOP_TEXT as TEXT } from '../shared/shopText';
import type { ShopProduct } from '../shared/types';

export type ShopPageProps<P extends ShopProduct> = Omit<ProductGridProps<P>, 'headingLevel'> & {
  /** The filter panel (ShopFilters), in its own error boundary in the app. */
  filters: ReactNode;
  /** How many products match, on every page. */
  total: number;
  /** From 1, the route's `productsPage`. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
};

/** Route `shop`: the filters beside one page of 20 products. */
export function ShopPage<P extends ShopProduct>({
  filters,
  products,
  total,
  page,
  pages,
  onPageChange,
  status,
  errorMessage,
  onRetry,
  retrying,
  ...grid
}: ShopPageProps<P>) {
  return (
    <div
      data-slot="shop-page"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-section"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{TEXT.title}</h1>
        {status === 'ready' && total > 0 && (
          <p className="text-sm text-ink-muted" role="status">
            {TEXT.count(total)}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:items-start">
        {filters}
        <PagedList
          label={TEXT.products}
          paginationLabel={TEXT.productsPages}
          status={status}
          isEmpty={products.length === 0}
          errorMessage={errorMessage}
          onRetry={onRetry}
          retrying={retrying}
          page={page}
          pages={pages}
          onPageChange={onPageChange}
        >
          <ProductGrid products={products} headingLevel={3} {...grid} />
        </PagedList>
      </div>
    </div>
  );
}
