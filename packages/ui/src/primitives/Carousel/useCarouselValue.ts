import type useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

export type CarouselApi = ReturnType<typeof useEmblaCarousel>[1];

const noop = () => () => {};

/** Reads one value of the Embla instance and re-reads it whenever the carousel moves or re-measures. */
export function useCarouselValue<V>(
  api: CarouselApi,
  read: (api: NonNullable<CarouselApi>) => V,
  empty: V,
) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop();
      api.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : empty),
    () => empty,
  );
}

export const readCanScrollPrev = (api: NonNullable<CarouselApi>) => api.canScrollPrev();
export const readCanScrollNext = (api: NonNullable<CarouselApi>) => api.canScrollNext();
