import { cn } from '../lib/cn';
import { focusRing } from '../lib/focusRing';
import { PlayCircleIcon } from '../icons';

/**
 * The intro-video play button over a card's cover, named 'Apresentação de
 * <title>' so each card's button is told apart.
 */
export function IntroVideoButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-slot="intro-video-button"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-pill bg-surface px-3 text-xs font-semibold text-primary-ink shadow-md',
        'hover:bg-primary-soft',
        focusRing,
      )}
    >
      <PlayCircleIcon size="lg" />
      Apresentação
      <span className="sr-only"> de {title}</span>
    </button>
  );
}
