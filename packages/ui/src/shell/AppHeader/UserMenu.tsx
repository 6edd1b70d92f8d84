import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Fragment } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Avatar } from '../../primitives/Avatar';
import { Link } from '../../primitives/Link';
import { ChevronDownIcon } from '../../icons';
import type { AccountItem } from './headerItems';

export type UserMenuProps = {
  /** The greeting name (domain greetingName). */
  name: string;
  /** The name the avatar's initials come from. */
  fullName: string;
  image?: string | null;
  items: AccountItem[];
  onAction: (action: 'suggestion' | 'logout') => void;
};

const itemClass = cn(
  'flex w-full items-center px-4 py-2 text-start text-sm text-ink',
  'data-focus:bg-primary-soft data-focus:text-primary-ink',
);

/** 'Dê sua sugestão' and 'Sair' are actions: the app asks first. */
export function UserMenu({ name, fullName, image, items, onAction }: UserMenuProps) {
  return (
    <Menu>
      <MenuButton
        data-slot="user-menu-button"
        className={cn(
          'group flex items-center gap-2 rounded-pill py-1 ps-1 pe-2 text-sm text-ink',
          'hover:bg-surface-muted data-open:bg-surface-muted',
          focusRing,
        )}
      >
        <Avatar image={image} name={fullName} size="sm" />
        <span className="max-w-40 truncate text-ink-muted">
          Olá,{' '}
          <span dir="auto" className="font-semibold text-ink">
            {name}
          </span>
        </span>
        <ChevronDownIcon
          size="sm"
          className="shrink-0 text-ink-muted transition-transform group-data-open:rotate-180"
        />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        data-slot="user-menu"
        className="z-50 w-64 rounded-card border border-line bg-surface py-2 shadow-lg focus:outline-none"
      >
        {items.map((item) => (
          <Fragment key={item.id}>
            {'action' in item && item.action === 'logout' && items.length > 1 && (
              <MenuSeparator className="my-2 h-px bg-line" />
            )}
            <MenuItem>
              {'action' in item ? (
                <button type="button" className={itemClass} onClick={() => onAction(item.action)}>
                  {item.label}
                </button>
              ) : (
                <Link href={item.href} className={itemClass}>
                  {item.label}
                </Link>
              )}
            </MenuItem>
          </Fragment>
        ))}
      </MenuItems>
    </Menu>
  );
}
