import { parseUrlNumber, routeHref, routerPath } from '@decola/domain';
import { PRODUCT_DETAIL_TEXT } from '@decola/ui';
import { useParams } from 'react-router-dom';
import { AreaBoundary } from '../../common/AreaBoundary';
import { RedirectTo } from '../../common/useRedirect';
import { ProductArea } from './ProductArea';

const SHOP_PATH = routerPath(routeHref({ name: 'shop', params: { productsPage: '1' } }));

/** Route `product_detail`; without an id (or with one that is not a number), the shop. */
export function Component() {
  const productId = parseUrlNumber(useParams().productID);
  if (productId === undefined) return <RedirectTo to={SHOP_PATH} />;
  return (
    <AreaBoundary text={PRODUCT_DETAIL_TEXT.error}>
      <ProductArea key={productId} productId={productId} />
    </AreaBoundary>
  );
}
