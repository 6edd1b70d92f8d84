import { safeUrl } from '@decola/domain';

/**
 * An address the server gave (a content's file, a complement, a poster) as the page may use it, or
 * null: only http(s) on the portal's origin or a host of DECOLA_CONTENT_HOSTS (docs/security.md).
 */
export const serverUrl = (address: string | null | undefined): string | null =>
  safeUrl(address, { origin: window.location.origin, contentHosts: __CONTENT_HOSTS__ });
