import { deviceStorage } from './browserStorage';

const KEY = 'decola:signed-in';

/**
 * Whether to try the session: no personal data, and never trusted by itself (the guard asks the
 * server on every private route, spec 2 §6). The user lives in memory only: the profile query.
 */
export const signedIn = {
  isSet: (): boolean => deviceStorage.read(KEY) === 'true',
  set: (): void => deviceStorage.write(KEY, 'true'),
  clear: (): void => deviceStorage.remove(KEY),
};
