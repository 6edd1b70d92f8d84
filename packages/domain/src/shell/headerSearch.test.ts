import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../routes/routeNames';
import {
  HEADER_SEARCH_HIDDEN_ROUTES,
  headerSearchQuery,
  isHeaderSearchVisible,
} from './headerSearch';

describe('isHeaderSearchVisible', () => {
  it('hides the search on the screens the spec lists', () => {
    for (const route of HEADER_SEARCH_HIDDEN_ROUTES)
      expect(isHeaderSearchVisible(route, false)).toBe(false);
    expect(HEADER_SEARCH_HIDDEN_ROUTES).toHaveLength(16);
  });

  it('shows it everywhere else', () => {
    const shown = ROUTE_NAMES.filter((route) => isHeaderSearchVisible(route, false));
    expect(shown).toEqual([
      'home',
      'terms',
      'dashboard',
      'onboarding',
      'statistics',
      'maintenance',
      'global_search',
      'check_in',
      'details_course_tracks',
      'details_courses',
      'details_courses_instructors',
      'not_found',
    ]);
  });

  it('hides it on every screen in maintenance mode', () => {
    expect(ROUTE_NAMES.some((route) => isHeaderSearchVisible(route, true))).toBe(false);
  });
});

describe('headerSearchQuery', () => {
  it('opens the search on page 1 with limit 20 and the trimmed text', () => {
    expect(headerSearchQuery('  liderança ')).toEqual({ page: 1, limit: 20, search: 'liderança' });
  });
});
