import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { BookIcon } from '../icons';

export type CardCoverProps = {
  imageURL?: string | null;
  /** Dims the picture (a blocked card). */
  dimmed?: boolean;
  /** Badges laid over the top-left corner. */
  badges?: ReactNode;
  /** A control over the bottom-right corner (the intro-video button). */
  action?: ReactNode;
};

/**
 * A card's 16:9 cover. The picture repeats the title next to it, so it is decorative (`alt=""`);
 * without one, a tinted cover with a book keeps every card the same shape.
 */
export function CardCover({ imageURL, dimmed = false, badges, action }: CardCoverProps) {
  return (
    <div className="relative" data-slot="card-cover">
      {imageURL ? (
        <img
          src={imageURL}
          alt=""
          draggable={false}
          className={cn(
            'aspect-video w-full bg-surface-muted object-cover',
            dimmed && 'opacity-60 grayscale',
          )}
        />
      ) : (
        <div
          data-slot="card-cover-fallback"
          className={cn(
            'flex aspect-video w-full items-center justify-center bg-primary-soft text-primary-ink',
            dimmed && 'opacity-60 grayscale',
          )}
        >
          <BookIcon size="5xl" />
        </div>
      )}
      {badges && <div className="absolute top-2 left-2 flex flex-wrap gap-1.5 pr-2">{badges}</div>}
      {action && <div className="absolute right-2 bottom-2 z-10">{action}</div>}
    </div>
  );
}
