import { useEffect, useRef } from 'react';
import type { CarouselApi } from './useCarouselValue';

/**
 * At least half of the last slide shows in the viewport (Embla's IntersectionObserver, with the
 * carousel's `inViewThreshold` of a half), or the carousel cannot move further. Read from the
 * observer, not from rectangles: each read forced a layout while the page was still rendering.
 */
function lastSlideInView(api: NonNullable<CarouselApi>, count: number): boolean {
  return !api.canScrollNext() || api.slidesInView().includes(count - 1);
}

/**
 * Lists that load in chunks continue from their current length when the learner
 * reaches the carousel's end. Calls `onReachEnd` once per list length, when the last of `count`
 * slides comes into view — at once if every slide already fits — so a list that did not grow
 * (nothing more came, or the load failed) never asks again in a loop.
 */
export function useReachEnd(api: CarouselApi, count: number, onReachEnd?: () => void) {
  const firedForCount = useRef<number | null>(null);
  const latest = useRef(onReachEnd);
  useEffect(() => {
    latest.current = onReachEnd;
  });
  const listening = onReachEnd !== undefined;

  useEffect(() => {
    if (!api || !listening || count === 0) return;
    const check = () => {
      if (firedForCount.current === count || !lastSlideInView(api, count)) return;
      firedForCount.current = count;
      latest.current?.();
    };
    check();
    api.on('select', check).on('settle', check).on('reInit', check).on('slidesInView', check);
    return () => {
      api.off('select', check).off('settle', check).off('reInit', check).off('slidesInView', check);
    };
  }, [api, count, listening]);
}
