const KEY = 'decola:redo-onboarding';

/**
 * spec 1 §4: the flag that lets a learner who already finished the onboarding go through it again
 * (set by the profile's "refazer" action of document 2). Kept for the tab's session only: a new
 * sign-in starts without it.
 */
export const redoOnboarding = {
  isSet: (): boolean => sessionStorage.getItem(KEY) === 'true',
  set: (): void => sessionStorage.setItem(KEY, 'true'),
  clear: (): void => sessionStorage.removeItem(KEY),
};
