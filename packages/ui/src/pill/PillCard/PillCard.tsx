import { useId } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { CheckIcon } from '../../icons';
import type { Pill } from '../shared/pill';

export type PillCardProps = {
  pill: Pick<Pill, 'title' | 'imageURL' | 'isWatched'>;
  /** The pill's place in the list: the viewer starts there. */
  index: number;
  onOpen: (index: number) => void;
  /** -1 inside the viewer, whose arrows already reach every pill from the keyboard. */
  tabIndex?: number;
  className?: string;
};

/**
 * A pill of the 'Fique por dentro' carousel: its image and title, one button that
 * opens the story viewer at this pill. A watched pill is dimmed and says 'Assistida'.
 */
export function PillCard({ pill, index, onOpen, tabIndex, className }: PillCardProps) {
  const titleId = useId();
  const watchedId = useId();
  return (
    <button
      type="button"
      data-slot="pill-card"
      data-watched={pill.isWatched || undefined}
      // Named by the title alone; 'Assistida' is read after it, as its description.
      aria-labelledby={titleId}
      aria-describedby={pill.isWatched ? watchedId : undefined}
      tabIndex={tabIndex}
      onClick={() => onOpen(index)}
      className={cn(
        'group relative flex aspect-[9/16] w-full flex-col justify-end overflow-hidden rounded-card bg-ink text-left',
        'shadow-sm transition-shadow duration-150 hover:shadow-md',
        focusRing,
        className,
      )}
    >
      {pill.imageURL && (
        <img
          src={pill.imageURL}
          alt=""
          draggable={false}
          className={cn(
            'absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105',
            pill.isWatched && 'opacity-45 grayscale',
          )}
        />
      )}
      {pill.isWatched && (
        <span className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-pill bg-surface text-ink">
          <CheckIcon size="sm" />
          <span id={watchedId} className="sr-only">
            Assistida
          </span>
        </span>
      )}
      <span
        id={titleId}
        className="relative bg-linear-to-t from-ink via-ink/85 to-transparent px-3 pt-8 pb-3 text-sm leading-snug font-semibold text-surface"
      >
        {pill.title}
      </span>
    </button>
  );
}
