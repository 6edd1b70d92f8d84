import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedirectGuard, REDIRECT_GUARD_DEFAULTS } from './redirectGuard';

describe('createRedirectGuard (no navigation loops, ever)', () => {
  it('lets a first redirect through', () => {
    const guard = createRedirectGuard();
    expect(guard.allow('/shop/page/99', '/shop/page/2', 0)).toBe(true);
  });

  it('refuses a redirect to the address itself', () => {
    expect(createRedirectGuard().allow('/shop/page/2', '/shop/page/2', 0)).toBe(false);
  });

  it('refuses the same redirect again while it is remembered: a screen that repeats it stops', () => {
    const guard = createRedirectGuard();
    expect(guard.allow('/shop/page/99', '/shop/page/2', 0)).toBe(true);
    for (let at = 1; at < 60; at += 1) {
      expect(guard.allow('/shop/page/99', '/shop/page/2', at)).toBe(false);
    }
  });

  it('refuses a second redirect away from the same address (a screen changing its mind)', () => {
    const guard = createRedirectGuard();
    expect(guard.allow('/shop/page/99', '/shop/page/2', 0)).toBe(true);
    expect(guard.allow('/shop/page/99', '/shop/page/1', 1)).toBe(false);
  });

  it('refuses a redirect back to where an earlier one left (A → B → A)', () => {
    const guard = createRedirectGuard();
    expect(guard.allow('/favorites?page=3', '/favorites?page=1', 0)).toBe(true);
    expect(guard.allow('/favorites?page=1', '/favorites?page=3', 5)).toBe(false);
  });

  it('refuses longer cycles too (A → B → C → A)', () => {
    const guard = createRedirectGuard();
    expect(guard.allow('a', 'b', 0)).toBe(true);
    expect(guard.allow('b', 'c', 1)).toBe(true);
    expect(guard.allow('c', 'a', 2)).toBe(false);
  });

  it('stops a chain of new addresses after maxRedirects within the window', () => {
    const guard = createRedirectGuard({ maxRedirects: 3, windowMs: 1000 });
    expect(guard.allow('1', '2', 0)).toBe(true);
    expect(guard.allow('2', '3', 1)).toBe(true);
    expect(guard.allow('3', '4', 2)).toBe(true);
    expect(guard.allow('4', '5', 3)).toBe(false);
  });

  it('lets through redirects from addresses opened one after another: they are no chain', () => {
    // Six old links opened within the window, each past its list's end: each goes to its page.
    const guard = createRedirectGuard();
    const opened = [
      ['/shop?category=1', '/shop/page/1?category=1'],
      ['/shop/page/99', '/shop/page/2'],
      ['/favorites?page=99', '/favorites?page=1'],
      ['/profile/statement?page=99', '/profile/statement?page=3'],
      ['/profile/history-order?page=99', '/profile/history-order?page=1'],
      ['/interest/1?page=99', '/interest/1?page=1'],
      ['/search?page=99&search=a', '/search?page=4&search=a'],
    ] as const;
    opened.forEach(([from, to], at) => expect(guard.allow(from, to, at), from).toBe(true));
  });

  it('counts a chain through the addresses each redirect led to, not the redirects beside it', () => {
    const guard = createRedirectGuard({ maxRedirects: 2, windowMs: 1000 });
    expect(guard.allow('a', 'b', 0)).toBe(true);
    expect(guard.allow('x', 'y', 1)).toBe(true);
    expect(guard.allow('b', 'c', 2)).toBe(true);
    expect(guard.allow('c', 'd', 3)).toBe(false);
    expect(guard.allow('y', 'z', 4)).toBe(true);
  });

  it('allows a redirect again once the window has passed (the same old link opened later)', () => {
    const guard = createRedirectGuard();
    const later = REDIRECT_GUARD_DEFAULTS.windowMs;
    expect(guard.allow('/shop/page/99', '/shop/page/2', 0)).toBe(true);
    expect(guard.allow('/shop/page/99', '/shop/page/2', later - 1)).toBe(false);
    expect(guard.allow('/shop/page/99', '/shop/page/2', later)).toBe(true);
  });

  it('whatever a screen asks at one instant, it moves at most once per address it can leave', () => {
    const address = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(fc.tuple(address, address), { maxLength: 200 }), (asked) => {
        const guard = createRedirectGuard();
        const allowed = asked.filter(([from, to]) => guard.allow(from, to, 0));
        const froms = allowed.map(([from]) => from);
        expect(new Set(froms).size).toBe(froms.length);
        expect(allowed.length).toBeLessThanOrEqual(3);
      }),
      { seed: 29 },
    );
  });
});
