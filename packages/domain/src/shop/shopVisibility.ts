import type { RouteName } from '../routes/routeNames';
import type { Template } from '../templates/templateConfig';
import { templateConfig } from '../templates/templateConfig';

/** The user fields shop visibility reads (spec 1 §3). */
export interface CompanyMember {
  companies?: ReadonlyArray<{ id: number }> | null;
}

/** spec 1 §6: the user belongs to at least one company with id above 0. */
export const belongsToCompany = (user: CompanyMember | null | undefined): boolean =>
  (user?.companies ?? []).some((company) => company.id > 0);

/** spec 1 §6, spec 2 §6: shop, statement and order history — a company and an allowed template. */
export const canSeeShop = (user: CompanyMember | null | undefined, template: Template): boolean =>
  templateConfig(template).showsShop && belongsToCompany(user);

/** spec 1 §1: the header's decoins balance — default template and a company. */
export const canSeeDecoinsBalance = (
  user: CompanyMember | null | undefined,
  template: Template,
): boolean => templateConfig(template).showsDecoinsBalance && belongsToCompany(user);

/** spec 2 §6: the screens of the shop, the statement and the order history (issue 19 point 7). */
const SHOP_ROUTES: readonly RouteName[] = ['shop', 'product_detail', 'bag', 'statement'];
const ORDER_HISTORY_OPTION = 'history-order';

/** Whether a route (with its params) is one that only `canSeeShop` users may open. */
export const isShopRoute = (name: RouteName, params: { option?: string } = {}): boolean =>
  SHOP_ROUTES.includes(name) || (name === 'profile' && params.option === ORDER_HISTORY_OPTION);
