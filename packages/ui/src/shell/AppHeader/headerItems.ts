import {
  headerLinks,
  normalizeUserType,
  routeHref,
  showsChartLink,
  showsWideScreenLinks,
  userMenuEntries,
  type RouteName,
  type Template,
} from '@decola/domain';

/** A link of the header's navigation: a route of the app or an external panel. */
export type NavItem =
  | { id: string; label: string; href: string; route: RouteName; icon?: 'chart' }
  | { id: string; label: string; href: string; external: true };

/** An entry of the user dropdown: a link to a route, or an action the app handles. */
export type AccountItem =
  | { id: string; label: string; href: string }
  | { id: string; label: string; action: 'suggestion' | 'logout' };

type Options = {
  userType: number;
  template: Template;
  width: number;
  maintenance: boolean;
  shopVisible: boolean;
};

// Not in the spec's words: the chart link's label (docs/decisions.md).
const CHART_LINK = {
  id: 'chart',
  label: 'Estatísticas',
  route: 'statistics',
  params: { option: 'chart' },
} as const;

/**
 * The header's navigation: the domain's links, the shop link only above 755 px,
 * and the dashboard chart link after 'Meu dashboard' where the domain shows it.
 */
export function navItems({ userType, template, width, maintenance, shopVisible }: Options) {
  const wide = showsWideScreenLinks(width);
  const chart = showsChartLink({ template, width, maintenance });
  return headerLinks(normalizeUserType(userType), { maintenance, shopVisible }).flatMap(
    (link): NavItem[] => {
      if ('external' in link) return [link];
      if (link.id === 'shop' && !wide) return [];
      const item: NavItem = {
        id: link.id,
        label: link.label,
        route: link.route,
        href: routeHref({ name: link.route }),
      };
      if (link.id !== 'dashboard' || !chart) return [item];
      return [
        item,
        {
          id: CHART_LINK.id,
          label: CHART_LINK.label,
          route: CHART_LINK.route,
          href: routeHref({ name: CHART_LINK.route, params: CHART_LINK.params }),
          icon: 'chart',
        },
      ];
    },
  );
}

/** The user dropdown's entries, in the domain's order, with their hrefs. */
export function accountItems(options: {
  shopVisible: boolean;
  suggestionMode: boolean;
  maintenance: boolean;
}): AccountItem[] {
  return userMenuEntries(options).map((entry) =>
    'action' in entry
      ? { id: entry.id, label: entry.label, action: entry.action }
      : {
          id: entry.id,
          label: entry.label,
          href: routeHref({ name: entry.route, params: entry.params }),
        },
  );
}
