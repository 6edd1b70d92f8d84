import { describe, expect, it } from 'vitest';
import {
  nextOnboardingStep,
  parseOnboardingStep,
  previousOnboardingStep,
  shouldShowOnboarding,
} from './onboarding';

const newcomer = { name: 'Ana', isFirstLogin: true };

describe('parseOnboardingStep', () => {
  it('reads steps 1 to 8 from numbers and route params', () => {
    expect(parseOnboardingStep(1)).toBe(1);
    expect(parseOnboardingStep('8')).toBe(8);
  });

  it('refuses 0, 9, fractions and anything else', () => {
    for (const value of [0, 9, 2.5, '', ' ', 'dois', null, undefined, Number.NaN]) {
      expect(parseOnboardingStep(value)).toBeNull();
    }
  });
});

describe('shouldShowOnboarding', () => {
  it('shows for a named user on the first login', () => {
    expect(
      shouldShowOnboarding({ user: newcomer, step: undefined, redoFlag: false, excluded: false }),
    ).toBe(true);
  });

  it('does not show for a first-login user without a name', () => {
    expect(
      shouldShowOnboarding({
        user: { name: ' ', isFirstLogin: true },
        step: 1,
        redoFlag: false,
        excluded: false,
      }),
    ).toBe(false);
    expect(
      shouldShowOnboarding({
        user: { isFirstLogin: true },
        step: 1,
        redoFlag: false,
        excluded: false,
      }),
    ).toBe(false);
    expect(
      shouldShowOnboarding({
        user: { name: 'Ana', isFirstLogin: false },
        step: 1,
        redoFlag: false,
        excluded: false,
      }),
    ).toBe(false);
  });

  it('shows with the redo flag on steps 1 to 8 only', () => {
    const returning = { name: 'Ana', isFirstLogin: false };
    expect(
      shouldShowOnboarding({ user: returning, step: 1, redoFlag: true, excluded: false }),
    ).toBe(true);
    expect(
      shouldShowOnboarding({ user: returning, step: '8', redoFlag: true, excluded: false }),
    ).toBe(true);
    expect(
      shouldShowOnboarding({ user: returning, step: 0, redoFlag: true, excluded: false }),
    ).toBe(false);
    expect(
      shouldShowOnboarding({ user: returning, step: 9, redoFlag: true, excluded: false }),
    ).toBe(false);
    expect(shouldShowOnboarding({ user: null, step: 3, redoFlag: true, excluded: false })).toBe(
      true,
    );
  });

  it('never shows when excluded', () => {
    expect(shouldShowOnboarding({ user: newcomer, step: 1, redoFlag: true, excluded: true })).toBe(
      false,
    );
  });
});

describe('previousOnboardingStep and nextOnboardingStep', () => {
  it('go one step back only after step 1', () => {
    expect(previousOnboardingStep(1)).toBeNull();
    expect(previousOnboardingStep(2)).toBe(1);
    expect(previousOnboardingStep(8)).toBe(7);
  });

  it('go one step forward, and finish on step 8', () => {
    expect(nextOnboardingStep(1)).toBe(2);
    expect(nextOnboardingStep(7)).toBe(8);
    expect(nextOnboardingStep(8)).toBeNull();
  });
});
