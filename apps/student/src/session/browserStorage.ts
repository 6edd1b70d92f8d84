type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * A browser may refuse storage (blocked cookies make even reading `localStorage` throw, a private
 * window or a full quota refuses writes): nothing stored here is needed, so the portal goes on.
 */
function storageOf(area: StorageArea) {
  const storage = (): Storage | undefined => {
    try {
      return globalThis[area];
    } catch {
      return undefined;
    }
  };
  const keep = (key: string, value: string): boolean => {
    try {
      const area = storage();
      area?.setItem(key, value);
      return area !== undefined;
    } catch {
      // Refused: the next visit reads nothing, as a first visit does.
      return false;
    }
  };
  return {
    read(key: string): string | null {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key: string, value: string): void {
      keep(key, value);
    },
    /** As `write`, and says whether the browser kept it (a bag must know: spec 2 §8). */
    keep,
    remove(key: string): void {
      try {
        storage()?.removeItem(key);
      } catch {
        // Refused: whatever could not be written could not be kept either.
      }
    },
  };
}

/** Kept across tabs and visits: only what holds no personal data (docs/security.md). */
export const deviceStorage = storageOf('localStorage');
/** Kept for the tab's visit. */
export const tabStorage = storageOf('sessionStorage');
