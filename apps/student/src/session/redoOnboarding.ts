const KEY = 'decola:redo-onboarding';

/** spec 1 §4; set by the profile's "refazer" (document 2), for the tab's session only. */
export const redoOnboarding = {
  isSet: (): boolean => sessionStorage.getItem(KEY) === 'true',
  set: (): void => sessionStorage.setItem(KEY, 'true'),
  clear: (): void => sessionStorage.removeItem(KEY),
};
