import { deviceStorage } from './browserStorage';

const KEY = 'decola:signed-in';

// A browser that refuses storage keeps the flag for this tab's life, as it keeps the user in memory.
let setInThisTab = false;

/**
 * Whether to try the session: no personal data, and never trusted by itself (the guard asks the
 * server on every private route). The user lives in memory only: the profile query.
 */
export const signedIn = {
  isSet: (): boolean => setInThisTab || deviceStorage.read(KEY) === 'true',
  set: (): void => {
    setInThisTab = true;
    deviceStorage.write(KEY, 'true');
  },
  clear: (): void => {
    setInThisTab = false;
    deviceStorage.remove(KEY);
  },
};
