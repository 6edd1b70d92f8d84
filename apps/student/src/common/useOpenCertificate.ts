import type { MouseEvent } from 'react';
import { useErrorToast } from '../shell/useErrorToast';

// An object URL lives until the new tab has read it.
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * A certificate on this origin is fetched by the page and shown in a new tab: the demo backend
 * answers only the page's own requests (its worker never sees a tab's navigation), and a real
 * backend's file gets the same session. Another origin's file the browser opens itself.
 */
export function useOpenCertificate() {
  const showError = useErrorToast();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const url = new URL(event.currentTarget.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    // Opened within the click, so no pop-up blocker stops it; it never reaches back to the portal.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The certificate answered ${response.status}.`);
        const objectUrl = URL.createObjectURL(await response.blob());
        if (tab) tab.location.href = objectUrl;
        else window.open(objectUrl, '_blank', 'noopener');
        window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
      })
      .catch((error: unknown) => {
        tab?.close();
        showError(error);
      });
  };
}
