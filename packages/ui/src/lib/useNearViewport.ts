import { useEffect, useState } from 'react';

/** How far beyond the screen a deferred section starts loading: one screen ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * `near` becomes true, and stays true, once the element given to `ref` comes within a screen of
 * the viewport: a section below the first view loads its code then, and has it before the learner
 * scrolls to it. True from the start where the browser has no IntersectionObserver.
 */
export function useNearViewport<T extends Element>() {
  const [element, ref] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return { ref, near };
}
