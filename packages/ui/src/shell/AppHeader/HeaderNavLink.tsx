import type { RouteName } from '@decola/domain';
import { Link } from '../../primitives/Link';
import { BarChartIcon, ExternalLinkIcon } from '../../icons';
import type { NavItem } from './headerItems';

export type HeaderNavLinkProps = {
  item: NavItem;
  currentRoute: RouteName;
  className?: string;
  onClick?: () => void;
};

/**
 * One navigation link: a route of the app, marked `aria-current="page"` when it is the current
 * one, or an admin panel opened in a new tab, which says so to screen readers.
 */
export function HeaderNavLink({ item, currentRoute, className, onClick }: HeaderNavLinkProps) {
  if ('external' in item) {
    return (
      <Link href={item.href} external className={className} onClick={onClick}>
        {item.label}
        <ExternalLinkIcon size="xs" className="shrink-0" />
        <span className="sr-only"> (abre em nova aba)</span>
      </Link>
    );
  }
  return (
    <Link
      href={item.href}
      aria-current={item.route === currentRoute ? 'page' : undefined}
      className={className}
      onClick={onClick}
    >
      {item.icon === 'chart' && <BarChartIcon size="md" className="shrink-0" />}
      {item.label}
    </Link>
  );
}
