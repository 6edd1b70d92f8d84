import { template } from '../common/template';

export type LandingVariant = 'standard' | 'circle' | 'secondary';

/** The secondary landing on `oficios.*` hosts, or `?landing=oficios` in demo mode. */
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
