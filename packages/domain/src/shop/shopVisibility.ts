import type { RouteName } from '../routes/routeNames';
import type { Template } from '../templates/templateConfig';
import { templateConfig } from '../templates/templateConfig';

/** The user fields shop visibility reads. */
export interface CompanyMember {
  companies?: ReadonlyArray<{ id: number }> | null;
}

/** The user belongs to at least one company with id above 0. */
export const belongsToCompany = (user: CompanyMember | null | undefined): boolean =>
  (user?.companies ?? []).some((company) => company.id > 0);

/** Shop, statement and order history — a company and an allowed template. */
export const canSeeShop = (user: CompanyMember | null | undefined, template: Template): boolean =>
  templateConfig(template).showsShop && belongsToCompany(user);

/** The header's decoins balance — default template and a company. */
export const canSeeDecoinsBalance = (
  user: CompanyMember | null | undefined,
  template: Template,
): boolean => templateConfig(template).showsDecoinsBalance && belongsToCompany(user);

/** The screens of the shop, the statement and the order history. */
const SHOP_ROUTES: readonly RouteName[] = ['shop', 'product_detail', 'bag', 'statement'];
const ORDER_HISTORY_OPTION = 'history-order';

/** Whether a route (with its params) is one that only `canSeeShop` users may open. */
export const isShopRoute = (name: RouteName, params: { option?: string } = {}): boolean =>
  SHOP_ROUTES.includes(name) || (name === 'profile' && params.option === ORDER_HISTORY_OPTION);
