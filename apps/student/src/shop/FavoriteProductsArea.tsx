import { LIMITS, PAGE_SIZES } from '@decola/domain';
import { FavoriteProducts } from '@decola/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shopQuery } from '../api/shop';
import { useProductList } from './useProductList';

/** The favourite products, as the profile's `favorite` tab shows them. */
export function FavoriteProductsArea() {
  // Its own page, apart from the trainings' `page` in the URL beside it.
  const [page, setPage] = useState<number>(LIMITS.defaultPage);
  const list = useQuery({
    ...shopQuery.favorites({ page, limit: PAGE_SIZES.products }),
    // A heart pressed again refetches the page: the others stay in place meanwhile.
    placeholderData: keepPreviousData,
  });
  const products = useProductList(list);
  const pages = list.data?.pages ?? 0;
  // The last favourite of the last page removed: the page before.
  if (pages >= LIMITS.defaultPage && page > pages) setPage(pages);
  return <FavoriteProducts {...products} page={page} pages={pages} onPageChange={setPage} />;
}
