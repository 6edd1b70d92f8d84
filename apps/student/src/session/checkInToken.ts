import { checkInTokenOf } from '@decola/domain';
import { tabStorage } from './browserStorage';
import {
  CHECK_IN_STORAGE_KEY,
  CHECK_IN_TOKEN_TTL_MS,
  checkInInMemory,
  keepCheckInFragment,
  type KeptCheckIn,
} from './checkInAddress';

function stored(): KeptCheckIn | null {
  try {
    const kept = JSON.parse(
      tabStorage.read(CHECK_IN_STORAGE_KEY) ?? 'null',
    ) as Partial<KeptCheckIn> | null;
    return typeof kept?.path === 'string' &&
      typeof kept.hash === 'string' &&
      typeof kept.keptAt === 'number'
      ? { path: kept.path, hash: kept.hash, keptAt: kept.keptAt }
      : null;
  } catch {
    return null;
  }
}

/** The kept check-in, unless it outlived its time limit: then it is forgotten. */
function read(now = Date.now()): KeptCheckIn | null {
  const kept = checkInInMemory.kept ?? stored();
  if (kept && now - kept.keptAt <= CHECK_IN_TOKEN_TTL_MS) return kept;
  if (kept) forgetCheckInToken();
  return null;
}

/** A link followed inside the portal: its fragment is kept as at start-up (checkInAddress.ts). */
export const keepCheckInToken = keepCheckInFragment;

/** The QR link's token kept for this check-in address, or null. */
export function checkInTokenFor(path: string): string | null {
  const kept = read();
  return kept?.path === path ? checkInTokenOf(kept.hash) : null;
}

/** Once used: the token stays nowhere. */
export function forgetCheckInToken(): void {
  checkInInMemory.kept = null;
  tabStorage.remove(CHECK_IN_STORAGE_KEY);
}
