import { LIMITS, PAGE_SIZES, productListRequest, type ShopFilterChoice } from '@decola/domain';
import { SHOP_FILTERS_TEXT, ShopPage } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { shopQuery } from '../../api/shop';
import { AreaBoundary } from '../../common/AreaBoundary';
import { useLastPage } from '../../common/useRedirect';
import { FiltersArea } from './FiltersArea';
import { shopPath } from './shopHref';
import { useProductList } from '../../shop/useProductList';

type ShopAreaProps = { page: number; filter: ShopFilterChoice };

/** The products list or, with the favourites filter, the favourite products. */
function useProductPage(page: number, filter: ShopFilterChoice) {
  const products = useQuery({
    ...shopQuery.list(productListRequest(filter, page)),
    enabled: !filter.favorites,
  });
  const favorites = useQuery({
    ...shopQuery.favorites({ page, limit: PAGE_SIZES.products }),
    enabled: filter.favorites,
  });
  return filter.favorites ? favorites : products;
}

/** The shop — filters and page in the URL, 20 products a page. */
export function ShopArea({ page, filter }: ShopAreaProps) {
  const navigate = useNavigate();
  const list = useProductPage(page, filter);
  const shown = useProductList(list);
  const pages = list.data?.pages;

  useLastPage(page, pages, (last) => shopPath(last, filter));

  return (
    <ShopPage
      filters={
        <AreaBoundary text={SHOP_FILTERS_TEXT.error}>
          <FiltersArea
            value={filter}
            onChange={(next) => void navigate(shopPath(LIMITS.defaultPage, next))}
          />
        </AreaBoundary>
      }
      {...shown}
      total={list.data?.total ?? 0}
      page={page}
      pages={pages ?? 0}
      onPageChange={(next) => void navigate(shopPath(next, filter))}
    />
  );
}
