import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';

/** The first stop of the keyboard on a page: jumps past the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Padding only once shown: beside sr-only it would widen the hidden link to 32 px.
  return (
    <a
      href={`#${targetId}`}
      className={cn(
        'sr-only rounded-control bg-surface font-semibold text-primary-ink focus:not-sr-only focus:absolute focus:px-4 focus:py-2 focus:top-2 focus:left-2 focus:z-50',
        focusRing,
      )}
    >
      Pular para o conteúdo
    </a>
  );
}
