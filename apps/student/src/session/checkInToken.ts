import { checkInTokenOf, isCheckInAddress } from '@decola/domain';
import { tabStorage } from './browserStorage';

const KEY = 'decola:check-in';

/** A QR link's token and the (token-less) address it belongs to. */
type KeptToken = { path: string; token: string };

let kept: KeptToken | null = null;

function read(): KeptToken | null {
  if (kept) return kept;
  try {
    const stored = JSON.parse(tabStorage.read(KEY) ?? 'null') as Partial<KeptToken> | null;
    return typeof stored?.path === 'string' && typeof stored.token === 'string'
      ? { path: stored.path, token: stored.token }
      : null;
  } catch {
    return null;
  }
}

/**
 * spec 2 §6: a check-in address's token moves into the tab (memory, and its storage for a reload
 * through the login) and out of the address; answers the address left, or null when it had none.
 */
export function keepCheckInToken(address: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  const token = checkInTokenOf(address.hash);
  if (!token || !isCheckInAddress(address.pathname)) return null;
  kept = { path: `${address.pathname}${address.search}`, token };
  tabStorage.write(KEY, JSON.stringify(kept));
  return kept.path;
}

/** The token kept for this check-in address, or null. */
export function checkInTokenFor(path: string): string | null {
  const found = read();
  return found?.path === path ? found.token : null;
}

/** Once used: the token stays nowhere. */
export function forgetCheckInToken(): void {
  kept = null;
  tabStorage.remove(KEY);
}
