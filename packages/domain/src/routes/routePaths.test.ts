import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from './routeNames';
import { ROUTE_PATHS, routeHref } from './routePaths';

describe('ROUTE_PATHS', () => {
  it('gives every route a path, none starting with a slash (they sit under /student/)', () => {
    expect(Object.keys(ROUTE_PATHS).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const path of Object.values(ROUTE_PATHS)) expect(path.startsWith('/')).toBe(false);
  });

  it('keeps the spec shapes', () => {
    expect(ROUTE_PATHS.course_questionnaire).toBe(
      'course/:course_id/content/:content_id/questionnaire/:questionnaire_id/page/:page',
    );
    expect(ROUTE_PATHS['training-course']).toBe('training-course/:trainingCourseID');
    expect(ROUTE_PATHS.shop).toBe('shop/page/:productsPage?');
  });
});

describe('routeHref', () => {
  it('fills and encodes params under /student/', () => {
    expect(
      routeHref({ name: 'course_content', params: { course_id: '12', content_id: '7' } }),
    ).toBe('/student/course/12/content/7');
    expect(routeHref({ name: 'interest', params: { interest_id: 'a b' } })).toBe(
      '/student/interest/a%20b',
    );
  });

  it('leaves optional params out when they have no value', () => {
    expect(routeHref({ name: 'profile' })).toBe('/student/profile');
    expect(routeHref({ name: 'profile', params: { option: 'favorite' } })).toBe(
      '/student/profile/favorite',
    );
    expect(routeHref({ name: 'shop', params: { productsPage: '' } })).toBe('/student/shop/page');
    expect(routeHref({ name: 'home' })).toBe('/student/home');
  });

  it('appends the query', () => {
    expect(
      routeHref({ name: 'course', params: { course_id: '3' }, query: { notification: 'true' } }),
    ).toBe('/student/course/3?notification=true');
    expect(routeHref({ name: 'global_search', query: { page: '1', search: 'liderança' } })).toBe(
      '/student/search?page=1&search=lideran%C3%A7a',
    );
    expect(routeHref({ name: 'dashboard', query: {} })).toBe('/student/dashboard');
  });

  it('refuses a missing required param', () => {
    expect(() => routeHref({ name: 'course' })).toThrow('Route course needs the param course_id.');
    expect(() => routeHref({ name: 'event', params: { event_id: '1', class_id: '' } })).toThrow(
      'class_id',
    );
  });

  it('has no path for the catch-all beyond the base', () => {
    expect(routeHref({ name: 'not_found' })).toBe('/student/');
  });
});
