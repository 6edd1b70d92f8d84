import type { HttpHandler } from 'msw';
import { orderHandlers } from './shop/orders';
import { productHandlers } from './shop/products';
import { statementHandlers } from './shop/statement';

/** The shop (filters, products, favourites, orders, receipts) and the statement: spec 2 §7. */
export const shopHandlers: HttpHandler[] = [
  ...productHandlers,
  ...orderHandlers,
  ...statementHandlers,
];
