import { describe, expect, it } from 'vitest';
import { isAdministrator, normalizeUserType, resolveUserType, sessionUserType } from './userType';

describe('resolveUserType', () => {
  it('gives 2 to admins, else 4 to managers, else 1', () => {
    expect(resolveUserType({ isAdmin: true, isManager: true })).toBe(2);
    expect(resolveUserType({ isAdmin: true, isManager: false })).toBe(2);
    expect(resolveUserType({ isAdmin: false, isManager: true })).toBe(4);
    expect(resolveUserType({ isAdmin: false, isManager: false })).toBe(1);
    expect(resolveUserType({})).toBe(1);
    expect(resolveUserType({ isAdmin: null, isManager: null })).toBe(1);
  });
});

describe('normalizeUserType', () => {
  it('keeps 1, 2, 4 and 5 and treats anything else as a student', () => {
    expect([1, 2, 4, 5].map(normalizeUserType)).toEqual([1, 2, 4, 5]);
    expect([0, 3, 6, '2', null, undefined].map(normalizeUserType)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('isAdministrator', () => {
  it('counts types 2 and 5 as administrators for the header', () => {
    expect(isAdministrator(2)).toBe(true);
    expect(isAdministrator(5)).toBe(true);
    expect(isAdministrator(4)).toBe(false);
    expect(isAdministrator(1)).toBe(false);
  });
});

describe('sessionUserType', () => {
  it('follows the admin and manager checks once they answered', () => {
    expect(sessionUserType(1, { isAdmin: true, isManager: false })).toBe(2);
    expect(sessionUserType(2, { isAdmin: false, isManager: true })).toBe(4);
    expect(sessionUserType(4, { isAdmin: false, isManager: false })).toBe(1);
  });

  it('uses the stored type until the checks answer', () => {
    expect(sessionUserType(4)).toBe(4);
    expect(sessionUserType(2, null)).toBe(2);
    expect(sessionUserType('x')).toBe(1);
  });

  it('keeps a stored type 5 an administrator', () => {
    expect(sessionUserType(5, { isAdmin: false, isManager: false })).toBe(5);
    expect(sessionUserType(5)).toBe(5);
  });
});
