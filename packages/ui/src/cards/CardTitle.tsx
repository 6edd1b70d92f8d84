import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Link } from '../primitives/Link';

export type CardTitleProps = {
  /** Heading level of the card's title, one below the section that holds the card. */
  level?: 3 | 4;
  /** Where the card leads; without it the card cannot be opened. */
  href?: string | null;
  /** The id of the text saying why the card cannot be opened ('Bloqueado'). */
  describedBy?: string;
  children: ReactNode;
};

/**
 * The card's title. With `href` it is a real link whose ::after stretches over the whole card, so
 * the card is one click target without nesting controls (the card's own buttons sit above it,
 * `z-10`). Without it, a link that says it is unavailable (`aria-disabled`) and does nothing.
 */
export function CardTitle({ level = 3, href, describedBy, children }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading className="line-clamp-2 text-base leading-snug font-semibold text-ink">
      {href ? (
        <Link
          href={href}
          className={cn(
            "after:absolute after:inset-0 after:content-['']",
            'focus-visible:outline-none hover:text-primary-ink',
          )}
        >
          {children}
        </Link>
      ) : (
        <span role="link" aria-disabled="true" aria-describedby={describedBy}>
          {children}
        </span>
      )}
    </Heading>
  );
}

/** The card's frame: a focus ring when its link has keyboard focus, a lift on hover when it opens. */
export const cardFrameClass = (opens: boolean) =>
  cn(
    'relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm',
    'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
    opens ? 'transition-shadow duration-150 hover:shadow-md' : 'cursor-not-allowed',
  );
