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
