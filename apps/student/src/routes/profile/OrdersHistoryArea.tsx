import { routeHref } from '@decola/domain';
import { OrdersHistory } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../api/shop';
import { useLastPage } from '../../common/useRedirect';
import { useListQuery } from '../../common/useListQuery';
import { asyncStateOf } from '../../api/asyncState';

// Not in the spec: the orders call is not paged, so the screen shows 20 a page (docs/decisions.md).
const ORDERS_PER_PAGE = 20;

/** The profile's `history-order`: the learner's orders, newest first, paged. */
export function OrdersHistoryArea() {
  const { query, update, pagePath } = useListQuery();
  const orders = useQuery(shopQuery.orders());
  const all = orders.data ?? [];
  const page = query.page ?? 1;
  const pages = Math.ceil(all.length / ORDERS_PER_PAGE);
  useLastPage(page, orders.data ? pages : undefined, pagePath);

  return (
    <OrdersHistory
      headingLevel={2}
      orders={all.slice((page - 1) * ORDERS_PER_PAGE, page * ORDERS_PER_PAGE)}
      page={page}
      pages={pages}
      onPageChange={(next) => update((current) => ({ ...current, page: next }))}
      {...asyncStateOf(orders)}
      orderHref={(id) => routeHref({ name: 'bag', params: { orderID: String(id) } })}
    />
  );
}
