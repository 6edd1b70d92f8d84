import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSortOrder, ordinationAsc, searchToQuery, toggleSortInQuery } from './listQuery';
import type { SortOrder } from './listQuery';

describe('nextSortOrder', () => {
  it('cycles inactive → ascending → descending → inactive', () => {
    expect(nextSortOrder(null)).toBe('Asc');
    expect(nextSortOrder(undefined)).toBe('Asc');
    expect(nextSortOrder('Asc')).toBe('Desc');
    expect(nextSortOrder('Desc')).toBeNull();
  });

  it('comes back to where it started after three clicks, visiting all three states', () => {
    fc.assert(
      fc.property(fc.constantFrom<SortOrder | null>(null, 'Asc', 'Desc'), (order) => {
        const first = nextSortOrder(order);
        const second = nextSortOrder(first);
        expect(nextSortOrder(second)).toBe(order);
        expect(new Set([order, first, second]).size).toBe(3);
      }),
    );
  });

  it('after n clicks from inactive is the state n mod 3', () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), (clicks) => {
        let order: SortOrder | null = null;
        for (let click = 0; click < clicks; click += 1) order = nextSortOrder(order);
        expect(order).toBe([null, 'Asc', 'Desc'][clicks % 3]);
      }),
    );
  });
});

describe('toggleSortInQuery', () => {
  it('starts another column ascending', () => {
    expect(toggleSortInQuery({ page: 2, orderBy: 'date', order: 'Desc' }, 'name')).toEqual({
      page: 2,
      orderBy: 'name',
      order: 'Asc',
    });
    expect(toggleSortInQuery({}, 'name')).toEqual({ orderBy: 'name', order: 'Asc' });
  });

  it('moves the same column to descending, then clears orderBy and order', () => {
    const descending = toggleSortInQuery({ search: 'x', orderBy: 'name', order: 'Asc' }, 'name');
    expect(descending).toEqual({ search: 'x', orderBy: 'name', order: 'Desc' });
    expect(toggleSortInQuery(descending, 'name')).toEqual({ search: 'x' });
  });
});

describe('searchToQuery', () => {
  it('sets the search, page 1, orderBy and order Asc', () => {
    expect(
      searchToQuery({ page: 4, orderBy: 'date', order: 'Desc', limit: 20 }, ' compras '),
    ).toEqual({
      page: 1,
      limit: 20,
      search: 'compras',
      orderBy: 'date',
      order: 'Asc',
    });
  });

  it('takes the default column when none is sorted, or leaves orderBy out without one', () => {
    expect(searchToQuery({}, 'compras', 'name')).toEqual({
      page: 1,
      search: 'compras',
      orderBy: 'name',
      order: 'Asc',
    });
    expect(searchToQuery({}, 'compras')).toEqual({ page: 1, search: 'compras', order: 'Asc' });
  });

  it('clears search, orderBy and order for an empty search, back on page 1', () => {
    expect(
      searchToQuery({ page: 3, search: 'x', orderBy: 'date', order: 'Asc', limit: 20 }, '  '),
    ).toEqual({
      page: 1,
      limit: 20,
    });
  });
});

describe('ordinationAsc', () => {
  it('is true only for Asc', () => {
    expect(ordinationAsc('Asc')).toBe(true);
    expect(ordinationAsc('Desc')).toBe(false);
    expect(ordinationAsc(null)).toBe(false);
  });
});
