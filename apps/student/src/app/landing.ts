import { template } from './template';

export type LandingVariant = 'standard' | 'circle' | 'secondary';

/**
 * Which landing a visitor sees: the circle brand has its own, and the craft, entrepreneurship and
 * innovation platform (spec 1 §1, "secondary landing") is served from hosts whose first label is
 * `oficios`; in demo mode `?landing=oficios` shows it too (docs/decisions.md).
 */
export function landingVariant(location: Location): LandingVariant {
  const secondary =
    location.hostname.toLowerCase().startsWith('oficios.') ||
    (__DEMO_BACKEND__ && new URLSearchParams(location.search).get('landing') === 'oficios');
  if (secondary) return 'secondary';
  return template === 'circle' ? 'circle' : 'standard';
}

/** Route home's module for this visit: only the landing of this brand is downloaded. */
export function loadHomeRoute() {
  switch (landingVariant(window.location)) {
    case 'secondary':
      return import('../routes/home/secondary');
    case 'circle':
      return import('../routes/home/circle');
    default:
      return import('../routes/home/standard');
  }
}
