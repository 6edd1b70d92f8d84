import { isTemplate, resolveTemplate, type Template } from '@decola/domain';

const OVERRIDE_KEY = 'decola:template';

/**
 * spec 1 §1; DECOLA_TEMPLATE_HOSTS wins over the host prefix, and in demo mode `?template=` wins
 * and is kept for the tab, so a reviewer can walk the whole portal in one brand.
 */
export function detectTemplate(location: Location, storage: Storage = sessionStorage): Template {
  if (__DEMO_BACKEND__) {
    const asked = new URLSearchParams(location.search).get('template');
    if (isTemplate(asked)) storage.setItem(OVERRIDE_KEY, asked);
    const remembered = storage.getItem(OVERRIDE_KEY);
    if (isTemplate(remembered)) return remembered;
  }
  const mapped = __TEMPLATE_HOSTS__[location.hostname.toLowerCase()];
  return isTemplate(mapped) ? mapped : resolveTemplate(location.hostname);
}

/** Decided once, before the first render: the brand does not change during a visit. */
export const template: Template = detectTemplate(window.location);
document.documentElement.dataset.template = template;
