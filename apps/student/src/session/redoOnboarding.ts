import { tabStorage } from './browserStorage';

const KEY = 'decola:redo-onboarding';

/** Set by the profile's "refazer" (document 2), for the tab's session only. */
export const redoOnboarding = {
  isSet: (): boolean => tabStorage.read(KEY) === 'true',
  set: (): void => tabStorage.write(KEY, 'true'),
  clear: (): void => tabStorage.remove(KEY),
};
