import { isTemplate, resolveTemplate, type Template } from '@decola/domain';
import { tabStorage } from '../session/browserStorage';

const OVERRIDE_KEY = 'decola:template';

/**
 * DECOLA_TEMPLATE_HOSTS wins over the host prefix, and in demo mode `?template=` wins
 * and is kept for the tab, so a reviewer can walk the whole portal in one brand.
 */
export function detectTemplate(location: Location, storage = tabStorage): Template {
  if (__DEMO_BACKEND__) {
    const asked = new URLSearchParams(location.search).get('template');
    if (isTemplate(asked)) storage.write(OVERRIDE_KEY, asked);
    // Read back from the query first: a browser refusing storage still shows the brand asked for.
    const remembered = isTemplate(asked) ? asked : storage.read(OVERRIDE_KEY);
    if (isTemplate(remembered)) return remembered;
  }
  const mapped = __TEMPLATE_HOSTS__[location.hostname.toLowerCase()];
  return isTemplate(mapped) ? mapped : resolveTemplate(location.hostname);
}

/** Decided once, before the first render: the brand does not change during a visit. */
export const template: Template = detectTemplate(window.location);
document.documentElement.dataset.template = template;
