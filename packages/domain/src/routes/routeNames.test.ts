import { describe, expect, it } from 'vitest';
import { isPublicRoute, ROUTE_NAMES } from './routeNames';

describe('isPublicRoute', () => {
  it('leaves only home and terms public', () => {
    expect(ROUTE_NAMES.filter(isPublicRoute)).toEqual(['home', 'terms']);
  });
});
