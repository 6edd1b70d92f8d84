import { isBackToTopVisible } from '@decola/domain';
import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';

export type BackToTopProps = {
  /**
   * The element that receives focus at the top: the page's main content (the skip link's target)
   * or its main heading. Without a focusable element there, it becomes focusable by script only.
   */
  focusTargetId?: string;
  className?: string;
};

export const BACK_TO_TOP_LABEL = 'Voltar ao topo';

// Read in the scroll event and once on mounting, never while React renders: read there, it forced a
// layout of the page it had just changed, once per section that loaded.
let scrolledPast = false;

function subscribe(onChange: () => void) {
  const onScroll = () => {
    scrolledPast = isBackToTopVisible(window.scrollY);
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // Once after it mounts: a page scrolled before this subscribed (opened scrolled, or scrolled
  // while the page was still rendering) sends no scroll event of its own. After the next frame,
  // not in React's commit: `scrollY` read there forces a layout of the page just rendered.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(onScroll)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  };
}

/** Focus goes to the top too, so the keyboard goes on from there. */
export function BackToTop({ focusTargetId = 'conteudo', className }: BackToTopProps) {
  const visible = useSyncExternalStore(
    subscribe,
    () => scrolledPast,
    () => false,
  );
  const reducedMotion = usePrefersReducedMotion();

  function backToTop() {
    const target = document.getElementById(focusTargetId);
    if (target) {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
        target.setAttribute('tabindex', '-1');
      }
      // Focus first without scrolling, then scroll: the smooth scroll is not cut short.
      target.focus({ preventScroll: true });
    }
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={backToTop}
      data-slot="back-to-top"
      className={cn(
        'fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg',
        'hover:bg-primary-strong',
        focusRing,
        className,
      )}
    >
      <ArrowUpIcon size="xl" />
      <span className="sr-only">{BACK_TO_TOP_LABEL}</span>
    </button>
  );
}
