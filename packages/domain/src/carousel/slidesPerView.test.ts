import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS, slidesPerView } from './slidesPerView';
import type { CarouselKind } from './slidesPerView';

describe('slidesPerView', () => {
  it('dashboard: 1 by default, 1.25 at 320 px, growing up to 7 at 1920 px', () => {
    expect(slidesPerView(0, 'dashboard')).toBe(1);
    expect(slidesPerView(319, 'dashboard')).toBe(1);
    expect(slidesPerView(320, 'dashboard')).toBe(1.25);
    expect(slidesPerView(768, 'dashboard')).toBe(3);
    expect(slidesPerView(1919, 'dashboard')).toBe(6);
    expect(slidesPerView(1920, 'dashboard')).toBe(7);
    expect(slidesPerView(3840, 'dashboard')).toBe(7);
  });

  it('landing and course tracks: 1 under 520, 2 at 520, 3 at 980, 4 at 1580', () => {
    for (const kind of ['landing', 'courseTrack'] as const) {
      expect(slidesPerView(519, kind)).toBe(1);
      expect(slidesPerView(520, kind)).toBe(2);
      expect(slidesPerView(979, kind)).toBe(2);
      expect(slidesPerView(980, kind)).toBe(3);
      expect(slidesPerView(1579, kind)).toBe(3);
      expect(slidesPerView(1580, kind)).toBe(4);
    }
  });

  it('recommended and mandatory: 4 from 1024 px and 5 from 1440 px, the dashboard steps below', () => {
    for (const kind of ['recommended', 'mandatory'] as const) {
      expect(slidesPerView(320, kind)).toBe(1.25);
      expect(slidesPerView(1023, kind)).toBe(3);
      expect(slidesPerView(1024, kind)).toBe(4);
      expect(slidesPerView(1439, kind)).toBe(4);
      expect(slidesPerView(1440, kind)).toBe(5);
      expect(slidesPerView(1920, kind)).toBe(5);
    }
  });

  it('pills: 1 to 10 by width', () => {
    expect(slidesPerView(200, 'pills')).toBe(1);
    expect(slidesPerView(360, 'pills')).toBe(3);
    expect(slidesPerView(1919, 'pills')).toBe(9);
    expect(slidesPerView(1920, 'pills')).toBe(10);
  });

  it('pill story viewer: 1.5 to 2.8', () => {
    expect(slidesPerView(375, 'pillViewer')).toBe(1.5);
    expect(slidesPerView(768, 'pillViewer')).toBe(2);
    expect(slidesPerView(1280, 'pillViewer')).toBe(2.4);
    expect(slidesPerView(1600, 'pillViewer')).toBe(2.8);
  });

  it('product gallery: one photo at a time', () => {
    expect(slidesPerView(320, 'productGallery')).toBe(1);
    expect(slidesPerView(1920, 'productGallery')).toBe(1);
  });

  it('never shows fewer slides on a wider screen, and starts every carousel at 0 px', () => {
    for (const [kind, steps] of Object.entries(CAROUSEL_BREAKPOINTS) as [
      CarouselKind,
      typeof CAROUSEL_BREAKPOINTS.dashboard,
    ][]) {
      expect(steps[0]?.minWidth).toBe(0);
      let previous = 0;
      for (let width = 0; width <= 4000; width += 10) {
        const slides = slidesPerView(width, kind);
        expect(slides).toBeGreaterThanOrEqual(previous);
        previous = slides;
      }
    }
  });
});
