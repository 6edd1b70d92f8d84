import { LIMITS } from '../constants/limits';
import { parseUrlNumber } from '../routes/urlNumber';

/** A step of the 8-step onboarding, or null when a route param is not one. */
export function parseOnboardingStep(value: unknown): number | null {
  const step = typeof value === 'number' ? value : parseUrlNumber(value);
  return step !== undefined && Number.isInteger(step) && step >= 1 && step <= LIMITS.onboardingSteps
    ? step
    : null;
}

export interface OnboardingVisibility {
  user: { name?: string | null; isFirstLogin?: boolean | null } | null | undefined;
  step: unknown;
  redoFlag: boolean;
  excluded: boolean;
}

export function shouldShowOnboarding({
  user,
  step,
  redoFlag,
  excluded,
}: OnboardingVisibility): boolean {
  if (excluded) return false;
  const firstLogin = Boolean(user?.name?.trim()) && user?.isFirstLogin === true;
  return firstLogin || (redoFlag && parseOnboardingStep(step) !== null);
}

/** The previous button exists only after step 1. */
export const previousOnboardingStep = (step: number): number | null => (step > 1 ? step - 1 : null);

/** Next goes to step + 1; on the last step it finishes (null). */
export const nextOnboardingStep = (step: number): number | null =>
  step < LIMITS.onboardingSteps ? step + 1 : null;
