import { describe, expect, it } from 'vitest';
import { routeGuard } from './routeGuard';
import type { GuardInput } from './routeGuard';

const signedIn: GuardInput = {
  routeName: 'course',
  fullPath: '/student/course/3',
  loggedIn: true,
  maintenance: false,
};

describe('routeGuard', () => {
  it('lets public routes through for everyone', () => {
    expect(routeGuard({ ...signedIn, routeName: 'home', loggedIn: false })).toBeNull();
    expect(
      routeGuard({ ...signedIn, routeName: 'terms', loggedIn: false, maintenance: true }),
    ).toBeNull();
  });

  it('sends a guest home with the full path in the redirect', () => {
    expect(routeGuard({ ...signedIn, loggedIn: false })).toBe(
      '/student/home?redirect=%2Fstudent%2Fcourse%2F3',
    );
  });

  it('sends everything private to the maintenance page while maintenance is on', () => {
    expect(routeGuard({ ...signedIn, maintenance: true })).toBe('/student/maintenance');
    expect(routeGuard({ ...signedIn, routeName: 'maintenance', maintenance: true })).toBeNull();
  });

  it('sends the maintenance page back to the dashboard once maintenance is off', () => {
    expect(routeGuard({ ...signedIn, routeName: 'maintenance' })).toBe('/student/dashboard');
  });

  it('sends a first-login user entering the dashboard to onboarding step 1', () => {
    expect(routeGuard({ ...signedIn, routeName: 'dashboard', isFirstLogin: true })).toBe(
      '/student/dashboard/onboarding/1',
    );
    expect(routeGuard({ ...signedIn, routeName: 'dashboard', isFirstLogin: false })).toBeNull();
    expect(routeGuard({ ...signedIn, routeName: 'shop', isFirstLogin: true })).toBeNull();
  });

  it('lets a signed-in user through', () => {
    expect(routeGuard(signedIn)).toBeNull();
  });
});
