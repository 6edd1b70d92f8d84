import { checkInTokenOf } from '@decola/domain';
import { tabStorage } from './browserStorage';
import {
  CHECK_IN_STORAGE_KEY,
  checkInInMemory,
  keepCheckInFragment,
  type KeptCheckIn,
} from './checkInAddress';

function read(): KeptCheckIn | null {
  if (checkInInMemory.kept) return checkInInMemory.kept;
  try {
    const stored = JSON.parse(
      tabStorage.read(CHECK_IN_STORAGE_KEY) ?? 'null',
    ) as Partial<KeptCheckIn> | null;
    return typeof stored?.path === 'string' && typeof stored.hash === 'string'
      ? { path: stored.path, hash: stored.hash }
      : null;
  } catch {
    return null;
  }
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
