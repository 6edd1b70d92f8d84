/** One carousel step: from `minWidth` px on, show `slides` items. */
export interface CarouselStep {
  minWidth: number;
  slides: number;
}

export type CarouselKind =
  | 'dashboard'
  | 'recommended'
  | 'mandatory'
  | 'pills'
  | 'pillViewer'
  | 'landing'
  | 'courseTrack'
  | 'productGallery';

// The spec gives the ends; the steps between them are ours (docs/decisions.md).
const DASHBOARD: readonly CarouselStep[] = [
  { minWidth: 0, slides: 1 },
  { minWidth: 320, slides: 1.25 },
  { minWidth: 480, slides: 1.5 },
  { minWidth: 600, slides: 2 },
  { minWidth: 768, slides: 3 },
  { minWidth: 1024, slides: 4 },
  { minWidth: 1280, slides: 5 },
  { minWidth: 1600, slides: 6 },
  { minWidth: 1920, slides: 7 },
];

// Four to five on desktop; smaller screens keep the dashboard's (4 cards: unreadable).
const RECOMMENDED: readonly CarouselStep[] = [
  ...DASHBOARD.filter((step) => step.slides < 4),
  { minWidth: 1024, slides: 4 },
  { minWidth: 1440, slides: 5 },
];

// 1 under 520 px, 2 at 520, 3 at 980, 4 at 1580.
const LANDING: readonly CarouselStep[] = [
  { minWidth: 0, slides: 1 },
  { minWidth: 520, slides: 2 },
  { minWidth: 980, slides: 3 },
  { minWidth: 1580, slides: 4 },
];

export const CAROUSEL_BREAKPOINTS: Record<CarouselKind, readonly CarouselStep[]> = {
  dashboard: DASHBOARD,
  recommended: RECOMMENDED,
  mandatory: RECOMMENDED,
  // The pill carousel shows 1 to 10 by width.
  pills: [
    { minWidth: 0, slides: 1 },
    { minWidth: 240, slides: 2 },
    { minWidth: 360, slides: 3 },
    { minWidth: 480, slides: 4 },
    { minWidth: 640, slides: 5 },
    { minWidth: 768, slides: 6 },
    { minWidth: 1024, slides: 7 },
    { minWidth: 1280, slides: 8 },
    { minWidth: 1600, slides: 9 },
    { minWidth: 1920, slides: 10 },
  ],
  // The pill story viewer shows 1.5 to 2.8.
  pillViewer: [
    { minWidth: 0, slides: 1.5 },
    { minWidth: 768, slides: 2 },
    { minWidth: 1280, slides: 2.4 },
    { minWidth: 1600, slides: 2.8 },
  ],
  landing: LANDING,
  courseTrack: LANDING,
  // A product's photos: one at a time, whatever the width.
  productGallery: [{ minWidth: 0, slides: 1 }],
};

export function slidesPerView(width: number, carousel: CarouselKind): number {
  const steps = CAROUSEL_BREAKPOINTS[carousel];
  return steps.reduce((slides, step) => (width >= step.minWidth ? step.slides : slides), 1);
}
