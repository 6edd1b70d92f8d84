import { HeartIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';

export type FavoriteButtonProps = {
  /** What the heart favourites, as its accessible name says it. */
  label: string;
  favorite: boolean;
  pending?: boolean;
  onToggle: () => void;
  size?: 'md' | 'lg';
  className?: string;
};

/** A heart that toggles a favourite: one name, its state in aria-pressed (WAI-ARIA button). */
export function FavoriteButton({
  label,
  favorite,
  pending = false,
  onToggle,
  size = 'md',
  className,
}: FavoriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) onToggle();
      }}
      data-slot="favorite-button"
      className={cn(
        'inline-flex items-center justify-center rounded-pill border border-line bg-surface shadow-sm',
        size === 'lg' ? 'size-12' : 'size-10',
        favorite ? 'text-danger' : 'text-primary-ink',
        'hover:bg-primary-soft aria-busy:cursor-progress',
        focusRing,
        className,
      )}
    >
      <HeartIcon
        size={size === 'lg' ? 'xl' : 'lg'}
        className={favorite ? 'fill-current' : undefined}
      />
      <span className="sr-only">{label}</span>
    </button>
  );
}
