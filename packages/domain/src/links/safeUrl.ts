/** The WHATWG URL parser the browser and Node both have (the domain carries no DOM types). */
interface ParsedUrl {
  href: string;
  origin: string;
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}
declare const URL: new (address: string, base?: string) => ParsedUrl;

/** Where addresses given by the server may lead: the portal itself and the hosts it names. */
export interface UrlPolicy {
  /** The portal's origin (`location.origin`): relative addresses are read against it. */
  origin: string;
  /**
   * Hosts that serve the portal's content (a CDN, the files' storage): `cdn.example.com` for that
   * host only, `.example.com` for it and every host under it.
   */
  contentHosts?: readonly string[];
}

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

const isContentHost = (host: string, hosts: readonly string[]): boolean =>
  hosts.some((allowed) => {
    const name = allowed.trim().toLowerCase();
    if (!name) return false;
    return name.startsWith('.') ? host === name.slice(1) || host.endsWith(name) : host === name;
  });

/**
 * An address from the server as a link, a frame's or a media element's source, or null when it may
 * not be one: only http(s), and only on the portal's origin or a listed content host. A
 * `javascript:`, `data:` or `blob:` address, or another site, never reaches the page.
 */
export function safeUrl(address: unknown, { origin, contentHosts = [] }: UrlPolicy): string | null {
  if (typeof address !== 'string' || address.trim() === '') return null;
  let url: ParsedUrl;
  try {
    url = new URL(address.trim(), origin);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol) || url.username || url.password) return null;
  if (url.origin === new URL(origin).origin) return url.href;
  return isContentHost(url.hostname, contentHosts) ? url.href : null;
}

/** A download from another host than the portal's: opened with `rel="noopener noreferrer"`. */
export function isOtherHost(address: string, origin: string): boolean {
  try {
    return new URL(address, origin).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}
