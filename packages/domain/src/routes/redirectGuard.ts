/** How long a redirect is remembered, and how many may follow each other within that time. */
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
   * cycle), or more than `maxRedirects` within `windowMs`.
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

  return {
    allow(from, to, now) {
      recent = recent.filter((redirect) => now - redirect.at < windowMs && redirect.at <= now);
      const refused =
        from === to ||
        recent.length >= maxRedirects ||
        recent.some((redirect) => redirect.from === from || redirect.from === to);
      if (!refused) recent.push({ from, to, at: now });
      return !refused;
    },
  };
}
