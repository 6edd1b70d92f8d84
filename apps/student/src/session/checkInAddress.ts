// Nothing imported: this runs at start-up, whose budget the landing nearly fills.
export const CHECK_IN_STORAGE_KEY = 'decola:check-in';

/** Domain ROUTE_PATHS.check_in ('check-in/:kind') under the base; the check-in journey opens one. */
export const CHECK_IN_PREFIX = `${import.meta.env.BASE_URL}check-in/`;

/**
 * A check-in abandoned on the way (a login never finished, a tab left open) must not leave the
 * token in the tab for good: past this it is forgotten, and the link has to be opened again.
 */
export const CHECK_IN_TOKEN_TTL_MS = 15 * 60_000;

/** A check-in address without its fragment, the fragment that carried the QR link's token, and when it was kept. */
export type KeptCheckIn = { path: string; hash: string; keptAt: number };

/** This tab's, for a browser that refuses storage (cleared by checkInToken.ts once used). */
export const checkInInMemory: { kept: KeptCheckIn | null } = { kept: null };

/** Keeps a check-in address's fragment in the tab; answers the address left, or null. */
export function keepCheckInFragment(address: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  if (!address.hash || !address.pathname.startsWith(CHECK_IN_PREFIX)) return null;
  const kept = {
    path: `${address.pathname}${address.search}`,
    hash: address.hash,
    keptAt: Date.now(),
  };
  checkInInMemory.kept = kept;
  try {
    sessionStorage.setItem(CHECK_IN_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Refused: the tab's memory still holds it for the login on the way.
  }
  return kept.path;
}

// Before the router reads the address, the entry loses the token (the start-up budget
// carries only this; the token is read by the check-in screen's chunk).
const left = keepCheckInFragment(window.location);
forgetStaleCheckIn();

/** An earlier check-in's token that outlived its time leaves the tab at the next start. */
function forgetStaleCheckIn(): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHECK_IN_STORAGE_KEY) ?? 'null') as {
      keptAt?: unknown;
    } | null;
    if (stored && !(Number(stored.keptAt) > Date.now() - CHECK_IN_TOKEN_TTL_MS))
      sessionStorage.removeItem(CHECK_IN_STORAGE_KEY);
  } catch {
    // Unreadable or refused: nothing kept that could be used.
  }
}
if (left !== null) window.history.replaceState(window.history.state, '', left);
