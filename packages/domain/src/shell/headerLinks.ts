import { showsWideScreenLinks } from '../layout/breakpoints';
import type { RouteName } from '../routes/routeNames';
import { templateConfig } from '../templates/templateConfig';
import type { Template } from '../templates/templateConfig';
import { isAdministrator, USER_TYPE } from './userType';
import type { UserType } from './userType';

/** The admin and team panels live in another app under /admin, opened in a new tab. */
export const ADMIN_PANEL_URL = '/admin/#/dashboard';
export const TEAM_PANEL_URL = '/admin/#/team';

export type HeaderLink =
  | { id: 'home' | 'dashboard' | 'shop'; label: string; route: RouteName }
  | { id: 'adminPanel' | 'teams'; label: string; href: string; external: true };

/** Maintenance mode leaves only the admin entries (both /admin panels). */
export function headerLinks(
  userType: UserType,
  { maintenance, shopVisible = true }: { maintenance: boolean; shopVisible?: boolean },
): HeaderLink[] {
  const adminLinks: HeaderLink[] = [];
  if (isAdministrator(userType)) {
    adminLinks.push({
      id: 'adminPanel',
      label: 'Painel Admin.',
      href: ADMIN_PANEL_URL,
      external: true,
    });
  }
  if (userType === USER_TYPE.MANAGER) {
    adminLinks.push({ id: 'teams', label: 'Meus times', href: TEAM_PANEL_URL, external: true });
  }
  if (maintenance) return adminLinks;
  const links: HeaderLink[] = [
    { id: 'home', label: 'Início', route: 'home' },
    { id: 'dashboard', label: 'Meu dashboard', route: 'dashboard' },
  ];
  if (shopVisible) links.push({ id: 'shop', label: 'Loja', route: 'shop' });
  return [...links, ...adminLinks];
}

/** The shop's templates, but no company needed: the statistics are the learner's own. */
export const showsChartLink = ({
  template,
  width,
  maintenance,
}: {
  template: Template;
  width: number;
  maintenance: boolean;
}): boolean => !maintenance && templateConfig(template).showsShop && showsWideScreenLinks(width);

export type UserMenuEntry =
  | { id: string; label: string; route: RouteName; params?: Record<string, string> }
  | { id: 'suggestion' | 'logout'; label: string; action: 'suggestion' | 'logout' };

/** The user dropdown; in maintenance only Sair is left. */
export function userMenuEntries({
  shopVisible,
  suggestionMode,
  maintenance,
}: {
  shopVisible: boolean;
  suggestionMode: boolean;
  maintenance: boolean;
}): UserMenuEntry[] {
  const logout: UserMenuEntry = { id: 'logout', label: 'Sair', action: 'logout' };
  if (maintenance) return [logout];
  const entries: UserMenuEntry[] = [
    { id: 'profile', label: 'Meu perfil', route: 'profile' },
    { id: 'courses', label: 'Meus treinamentos', route: 'profile', params: { option: 'courses' } },
    {
      id: 'indication',
      label: 'Treinamentos recomendados',
      route: 'profile',
      params: { option: 'indication' },
    },
    {
      id: 'favorite',
      label: 'Treinamentos favoritos',
      route: 'profile',
      params: { option: 'favorite' },
    },
    { id: 'home', label: 'Início', route: 'home' },
    { id: 'dashboard', label: 'Meu dashboard', route: 'dashboard' },
  ];
  if (shopVisible) {
    entries.push(
      { id: 'statement', label: 'Extrato', route: 'statement' },
      {
        id: 'orders',
        label: 'Histórico de pedidos',
        route: 'profile',
        params: { option: 'history-order' },
      },
      { id: 'shop', label: 'Loja', route: 'shop' },
    );
  }
  if (suggestionMode)
    entries.push({ id: 'suggestion', label: 'Dê sua sugestão', action: 'suggestion' });
  return [...entries, logout];
}
