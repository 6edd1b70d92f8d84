import type { ReactNode } from 'react';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { ProductGrid, type ProductGridState } from '../shared/ProductGrid';
import { SHOP_TEXT as TEXT } from '../shared/shopText';
import type { ShopProduct } from '../shared/types';

export type ShopPageProps<P extends ShopProduct> = PagedListState &
  ProductGridState<P> & {
    /** The filter panel (ShopFilters), in its own error boundary in the app. */
    filters: ReactNode;
    /** How many products match, on every page. */
    total: number;
  };

/** Route `shop`: the filters beside one page of 20 products. */
export function ShopPage<P extends ShopProduct>({
  filters,
  products,
  favoritePendingId,
  onToggleFavorite,
  onAddToBag,
  total,
  ...list
}: ShopPageProps<P>) {
  return (
    <div
      data-slot="shop-page"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-section"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{TEXT.title}</h1>
        {list.status === 'ready' && total > 0 && (
          <p className="text-sm text-ink-muted" role="status">
            {TEXT.count(total)}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:items-start">
        {filters}
        <PagedList
          {...list}
          label={TEXT.products}
          paginationLabel={TEXT.productsPages}
          isEmpty={products.length === 0}
        >
          <ProductGrid
            products={products}
            favoritePendingId={favoritePendingId}
            onToggleFavorite={onToggleFavorite}
            onAddToBag={onAddToBag}
            headingLevel={3}
          />
        </PagedList>
      </div>
    </div>
  );
}
