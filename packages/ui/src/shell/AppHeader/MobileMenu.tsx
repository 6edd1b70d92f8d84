import type { RouteName } from '@decola/domain';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING, focusRing } from '../../lib/focusRing';
import { Avatar } from '../../primitives/Avatar';
import { Dialog } from '../../primitives/Dialog';
import { Link } from '../../primitives/Link';
import { HamburgerMenuIcon } from '../../icons';
import { BagLink } from './BagLink';
import { DecoinsBalance } from './DecoinsBalance';
import type { AccountItem, NavItem } from './headerItems';
import { HeaderNavLink } from './HeaderNavLink';

export type MobileMenuProps = {
  name: string;
  fullName: string;
  image?: string | null;
  decoins?: number | null;
  /** The bag's entry with its count, where the shop is. */
  bagCount?: number | null;
  navigation: NavItem[];
  account: AccountItem[];
  currentRoute: RouteName;
  onAction: (action: 'suggestion' | 'logout') => void;
};

const entryClass = cn(
  'flex min-h-11 w-full items-center gap-2 rounded-control px-3 text-start text-base text-ink',
  'hover:bg-surface-muted aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold',
  'aria-[current=page]:text-primary-ink',
  FOCUS_RING.near,
);

const sectionTitleClass = 'px-3 pb-1 text-xs font-bold tracking-wide text-ink-muted uppercase';

/** Entries the navigation already lists are not repeated. */
export function MobileMenu({
  name,
  fullName,
  image,
  decoins,
  bagCount,
  navigation,
  account,
  currentRoute,
  onAction,
}: MobileMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const navigationIds = new Set(navigation.map((item) => item.id));
  const accountEntries = account.filter((item) => !navigationIds.has(item.id));

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-slot="mobile-menu-button"
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-control text-ink',
          'hover:bg-surface-muted',
          focusRing,
        )}
      >
        <HamburgerMenuIcon size="xl" />
        <span className="sr-only">Abrir menu</span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Menu"
        closeLabel="Fechar menu"
        placement="right"
        size="sm"
      >
        <div className="flex flex-col gap-6">
          <div className="flex items-center gap-3">
            <Avatar image={image} name={fullName} size="lg" />
            <p className="min-w-0 truncate text-base text-ink-muted">
              Olá,{' '}
              <span dir="auto" className="font-semibold text-ink">
                {name}
              </span>
            </p>
          </div>
          {typeof decoins === 'number' && (
            <DecoinsBalance decoins={decoins} className="self-start" />
          )}
          {typeof bagCount === 'number' && (
            <BagLink
              count={bagCount}
              currentRoute={currentRoute}
              variant="entry"
              className={cn(entryClass, 'border border-line')}
              onClick={close}
            />
          )}
          {navigation.length > 0 && (
            <nav aria-labelledby={`${id}-navegacao`} className="flex flex-col gap-1">
              <h3 id={`${id}-navegacao`} className={sectionTitleClass}>
                Navegação principal
              </h3>
              <ul className="flex flex-col gap-1">
                {navigation.map((item) => (
                  <li key={item.id}>
                    <HeaderNavLink
                      item={item}
                      currentRoute={currentRoute}
                      className={entryClass}
                      onClick={close}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <nav aria-labelledby={`${id}-conta`} className="flex flex-col gap-1">
            <h3 id={`${id}-conta`} className={sectionTitleClass}>
              Sua conta
            </h3>
            <ul className="flex flex-col gap-1">
              {accountEntries.map((item) => (
                <li key={item.id}>
                  {'action' in item ? (
                    <button
                      type="button"
                      className={entryClass}
                      onClick={() => {
                        close();
                        onAction(item.action);
                      }}
                    >
                      {item.label}
                    </button>
                  ) : (
                    <Link href={item.href} className={entryClass} onClick={close}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Dialog>
    </>
  );
}
