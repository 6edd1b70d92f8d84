import { routeHref, type RouteName } from '@decola/domain';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Link } from '../../primitives/Link';
import { ShoppingBagIcon } from '../../icons';

/** Beyond two digits the badge says '99+'; the name still says the count. */
const BADGE_MAX = 99;

/** The bag's name with what it holds: 'Sacola, 2 itens', 'Sacola, 1 item', 'Sacola, vazia'. */
export function bagLabel(count: number): string {
  if (count <= 0) return 'Sacola, vazia';
  return `Sacola, ${new Intl.NumberFormat('pt-BR').format(count)} ${count === 1 ? 'item' : 'itens'}`;
}

export type BagLinkProps = {
  /** How many units the bag holds. */
  count: number;
  currentRoute: RouteName;
  /** `icon`: the header's round button; `entry`: a row of the phone menu with its word. */
  variant: 'icon' | 'entry';
  className?: string;
  onClick?: () => void;
};

/** The way to the bag, with its item count: without it the bag could only be typed. */
export function BagLink({ count, currentRoute, variant, className, onClick }: BagLinkProps) {
  const badge = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  return (
    <Link
      href={routeHref({ name: 'bag' })}
      aria-current={currentRoute === 'bag' ? 'page' : undefined}
      data-slot="bag-link"
      onClick={onClick}
      className={cn(
        variant === 'icon' &&
          'relative inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-ink',
        focusRing,
        className,
      )}
    >
      <ShoppingBagIcon size={variant === 'icon' ? 'xl' : 'lg'} className="shrink-0" />
      {variant === 'icon' ? (
        <span className="sr-only">{bagLabel(count)}</span>
      ) : (
        <>
          <span aria-hidden="true">Sacola</span>
          <span className="sr-only">{bagLabel(count)}</span>
        </>
      )}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-slot="bag-count"
          className={cn(
            'inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-primary px-1.5 text-xs font-bold text-on-primary',
            variant === 'icon' ? 'absolute -end-0.5 -top-0.5' : 'ms-auto',
          )}
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
