import { parseProductsPage, readShopFilter } from '@decola/domain';
import { SHOP_TEXT } from '@decola/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { AreaBoundary } from '../../common/AreaBoundary';
import { RedirectTo } from '../../common/useRedirect';
import { ShopArea } from './ShopArea';
import { shopPath } from './shopHref';

/** Route `shop`: a missing page goes to page 1, in place of the address typed. */
export function Component() {
  const { productsPage } = useParams();
  const [params] = useSearchParams();
  const filter = readShopFilter(params);
  const page = parseProductsPage(productsPage);
  if (page === undefined) return <RedirectTo to={shopPath(1, filter)} />;
  return (
    <AreaBoundary text={SHOP_TEXT.error}>
      <ShopArea page={page} filter={filter} />
    </AreaBoundary>
  );
}
