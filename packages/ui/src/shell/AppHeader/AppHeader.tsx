import {
  greetingName,
  isMobileMenu,
  routeHref,
  templateConfig,
  type RouteName,
  type Template,
} from '@decola/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { Link } from '../../primitives/Link';
import { PlatformMark } from '../../primitives/PlatformMark';
import { BagLink } from './BagLink';
import { DecoinsBalance } from './DecoinsBalance';
import { accountItems, navItems } from './headerItems';
import { HeaderNavLink } from './HeaderNavLink';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';

/** The fields of the signed-in user the header shows. */
export type AppHeaderUser = {
  name?: string | null;
  socialName?: string | null;
  image?: string | null;
  /** 1 student, 2 admin, 4 manager, 5 administrator; anything else reads as a student. */
  userType: number;
};

export type AppHeaderProps = {
  template: Template;
  user: AppHeaderUser;
  /** The route on screen: its navigation link is marked as the current page. */
  currentRoute: RouteName;
  /** Shop, statement and order history (domain canSeeShop). */
  shopVisible: boolean;
  /** Maintenance mode: only the admin links and 'Sair' remain, and no search. */
  maintenance?: boolean;
  /** Suggestion mode: the dropdown offers 'Dê sua sugestão'. */
  suggestionMode?: boolean;
  /** The decoins balance; shown only when a number (domain canSeeDecoinsBalance decides). */
  decoins?: number | null;
  /** How many units the bag holds; its link shows only with the shop (and never in maintenance). */
  bagCount?: number | null;
  /** The header search box (domain isHeaderSearchVisible decides `visible`). */
  search: { visible: boolean; value?: string; onSearch: (text: string) => void };
  /** The notifications menu, placed before the user dropdown. */
  notifications?: ReactNode;
  /** 'Dê sua sugestão': the app opens the suggestion form. */
  onSuggestionClick: () => void;
  /** 'Sair': the app asks 'Deseja realmente sair?' and logs out. */
  onLogoutClick: () => void;
  className?: string;
};

const navLinkClass = cn(
  'inline-flex h-11 items-center gap-1.5 border-b-2 border-transparent px-3 text-sm font-medium',
  'text-ink-muted hover:border-line hover:text-ink',
  'aria-[current=page]:border-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary-ink',
  FOCUS_RING.inset,
);

/** Up to 755 px the navigation, balance and user entries move to a menu. */
export function AppHeader({
  template,
  user,
  currentRoute,
  shopVisible,
  maintenance = false,
  suggestionMode = false,
  decoins,
  bagCount,
  search,
  notifications,
  onSuggestionClick,
  onLogoutClick,
  className,
}: AppHeaderProps) {
  const width = useViewportWidth();
  const mobile = isMobileMenu(width);
  const { platformName } = templateConfig(template);
  const name = greetingName(user);
  const fullName = user.socialName?.trim() || user.name?.trim() || name;
  const navigation = navItems({
    userType: user.userType,
    template,
    width,
    maintenance,
    shopVisible,
  });
  const account = accountItems({ shopVisible, suggestionMode, maintenance });
  const showsSearch = search.visible && !maintenance;
  const showsBalance = typeof decoins === 'number';
  const bag = shopVisible && !maintenance && typeof bagCount === 'number' ? bagCount : null;
  const onAction = (action: 'suggestion' | 'logout') =>
    action === 'logout' ? onLogoutClick() : onSuggestionClick();

  const searchBox = showsSearch && <HeaderSearch value={search.value} onSearch={search.onSearch} />;
  // In maintenance every page leads to the maintenance page, so the mark links nowhere.
  const mark = maintenance ? (
    <PlatformMark platformName={platformName} />
  ) : (
    <Link
      href={routeHref({ name: 'dashboard' })}
      aria-label={`${platformName}, ir para Meu dashboard`}
      className={cn('shrink-0 rounded-control', FOCUS_RING.wide)}
    >
      <PlatformMark platformName={platformName} />
    </Link>
  );

  if (mobile) {
    return (
      <header
        data-slot="app-header"
        data-layout="mobile"
        className={cn('border-b border-line bg-surface', className)}
      >
        <div className="flex h-14 items-center gap-2 px-gutter">
          <MobileMenu
            name={name}
            fullName={fullName}
            image={user.image}
            decoins={decoins}
            bagCount={bag}
            navigation={navigation}
            account={account}
            currentRoute={currentRoute}
            onAction={onAction}
          />
          {mark}
          {(notifications || bag !== null) && (
            <div className="ms-auto flex items-center gap-1">
              {bag !== null && <BagLink count={bag} currentRoute={currentRoute} variant="icon" />}
              {notifications}
            </div>
          )}
        </div>
        {searchBox && <div className="border-t border-line px-gutter py-2">{searchBox}</div>}
      </header>
    );
  }

  return (
    <header
      data-slot="app-header"
      data-layout="wide"
      className={cn('border-b border-line bg-surface', className)}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-gutter">
        {mark}
        {searchBox && <div className="ms-4 w-full max-w-sm">{searchBox}</div>}
        <div className="ms-auto flex shrink-0 items-center gap-3">
          {showsBalance && <DecoinsBalance decoins={decoins} />}
          {bag !== null && <BagLink count={bag} currentRoute={currentRoute} variant="icon" />}
          {notifications}
          <UserMenu
            name={name}
            fullName={fullName}
            image={user.image}
            items={account}
            onAction={onAction}
          />
        </div>
      </div>
      {navigation.length > 0 && (
        <nav aria-label="Navegação principal" className="border-t border-line">
          <ul className="mx-auto flex max-w-7xl flex-wrap px-gutter">
            {navigation.map((item) => (
              <li key={item.id}>
                <HeaderNavLink item={item} currentRoute={currentRoute} className={navLinkClass} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
