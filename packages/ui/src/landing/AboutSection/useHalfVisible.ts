import { useEffect, useState, type RefObject } from 'react';

/**
 * True while at least `threshold` of the element is in the viewport (the about video
 * plays when half visible). False until the observer reports, and always false where the browser
 * has no IntersectionObserver.
 */
export function useHalfVisible(ref: RefObject<Element | null>, threshold = 0.5): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      // 0 as well, so leaving the viewport entirely is reported even after a fast scroll.
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return visible;
}
