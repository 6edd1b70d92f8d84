/** How long a redirect is remembered, and how many may follow on from each other within that time. */
export interface RedirectGuardOptions {
  windowMs?: number;
  maxRedirects?: number;
}

interface Redirect {
  from: string;
  to: string;
  at: number;
}

export interface RedirectGuard {
  /**
   * Whether the redirect from one address to another may go ahead at `now` (ms); an allowed one
   * is remembered. Refused: to the address itself, a second one away from the same address (the
   * same again, or a screen changing its mind), one back to where an earlier redirect left (a
   * cycle), or one that would make a chain longer than `maxRedirects` within `windowMs` (each
   * redirect from the address an earlier one led to). Redirects from addresses the learner opened
   * are no chain, however quickly they follow each other.
   */
  allow(from: string, to: string, now: number): boolean;
}

export const REDIRECT_GUARD_DEFAULTS = { windowMs: 2000, maxRedirects: 5 } as const;

/**
 * The loop guard of the screens that send the learner elsewhere by themselves (a page past the
 * last, a missing page): whatever a screen computes, a redirect can never repeat itself, so no
 * address change runs the route guard again and again. A redirect the learner causes again later
 * (the same old link opened after the window) is allowed again.
 */
export function createRedirectGuard(options: RedirectGuardOptions = {}): RedirectGuard {
  const windowMs = options.windowMs ?? REDIRECT_GUARD_DEFAULTS.windowMs;
  const maxRedirects = options.maxRedirects ?? REDIRECT_GUARD_DEFAULTS.maxRedirects;
  let recent: Redirect[] = [];

  /** How many remembered redirects led, one from the other, to `address`. */
  const chainTo = (address: string) => {
    let length = 0;
    for (let at = address; length < recent.length; length += 1) {
      const before = recent.findLast((redirect) => redirect.to === at);
      if (!before) break;
      at = before.from;
    }
    return length;
  };

  return {
    allow(from, to, now) {
      recent = recent.filter((redirect) => now - redirect.at < windowMs && redirect.at <= now);
      const refused =
        from === to ||
        chainTo(from) >= maxRedirects ||
        recent.some((redirect) => redirect.from === from || redirect.from === to);
      if (!refused) recent.push({ from, to, at: now });
      return !refused;
    },
  };
}
