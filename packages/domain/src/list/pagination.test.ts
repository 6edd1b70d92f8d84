import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoToNextPage,
  canGoToPreviousPage,
  pageOfList,
  pageToRedirectTo,
  ELLIPSIS,
  isNarrowPagination,
  paginationWindow,
} from './pagination';

const numbers = (entries: (number | string)[]) =>
  entries.filter((entry): entry is number => typeof entry === 'number');

describe('paginationWindow (wide)', () => {
  it('lists every page up to 7', () => {
    expect(paginationWindow(1, 1, false)).toEqual([1]);
    expect(paginationWindow(4, 7, false)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('uses ellipses from 8 pages on', () => {
    expect(paginationWindow(1, 8, false)).toEqual([1, 2, 3, 4, 5, '…', 8]);
    expect(paginationWindow(4, 20, false)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(paginationWindow(5, 20, false)).toEqual([1, '…', 4, 5, 6, '…', 20]);
    expect(paginationWindow(16, 20, false)).toEqual([1, '…', 15, 16, 17, '…', 20]);
    expect(paginationWindow(17, 20, false)).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20, false)).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('keeps the current page within 1..total', () => {
    expect(paginationWindow(0, 20, false)).toEqual(paginationWindow(1, 20, false));
    expect(paginationWindow(99, 20, false)).toEqual(paginationWindow(20, 20, false));
    expect(paginationWindow(Number.NaN, 20, false)).toEqual(paginationWindow(1, 20, false));
  });

  it('has no entries without pages', () => {
    expect(paginationWindow(1, 0, false)).toEqual([]);
    expect(paginationWindow(1, Number.NaN, true)).toEqual([]);
  });
});

describe('paginationWindow (narrow, under 400 px)', () => {
  it('shows first, last and the neighbours of the current page', () => {
    expect(paginationWindow(5, 10, true)).toEqual([1, 4, 5, 6, 10]);
  });

  it('slides the window inwards at the ends so there are always 5', () => {
    expect(paginationWindow(1, 10, true)).toEqual([1, 2, 3, 4, 10]);
    expect(paginationWindow(3, 10, true)).toEqual([1, 2, 3, 4, 10]);
    expect(paginationWindow(9, 10, true)).toEqual([1, 7, 8, 9, 10]);
    expect(paginationWindow(10, 10, true)).toEqual([1, 7, 8, 9, 10]);
  });

  it('lists every page up to 5', () => {
    expect(paginationWindow(2, 5, true)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 6, true)).toEqual([1, 3, 4, 5, 6]);
  });
});

describe('paginationWindow properties', () => {
  const pages = fc
    .integer({ min: 1, max: 500 })
    .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total)));

  it('wide: at most 7 entries, first and last, the current page and its neighbours, increasing', () => {
    fc.assert(
      fc.property(pages, ([current, total]) => {
        const entries = paginationWindow(current, total, false);
        expect(entries).toHaveLength(Math.min(total, 7));
        expect(entries[0]).toBe(1);
        expect(entries.at(-1)).toBe(total);
        for (const page of [current - 1, current, current + 1]) {
          if (page >= 1 && page <= total) expect(entries).toContain(page);
        }
        const shown = numbers(entries);
        for (let index = 1; index < shown.length; index += 1)
          expect(shown[index]! > shown[index - 1]!).toBe(true);
      }),
    );
  });

  it('wide: an ellipsis always stands for two or more hidden pages, and pages without one are adjacent', () => {
    fc.assert(
      fc.property(pages, ([current, total]) => {
        const entries = paginationWindow(current, total, false);
        entries.forEach((entry, index) => {
          const before = entries[index - 1];
          const after = entries[index + 1];
          if (entry === ELLIPSIS) {
            expect(
              typeof before === 'number' && typeof after === 'number' && after - before >= 3,
            ).toBe(true);
          } else if (typeof before === 'number') {
            expect(entry).toBe(before + 1);
          }
        });
      }),
    );
  });

  it('narrow: exactly min(total, 5) pages, no ellipsis, first, last and the current page', () => {
    fc.assert(
      fc.property(pages, ([current, total]) => {
        const entries = paginationWindow(current, total, true);
        expect(entries).toHaveLength(Math.min(total, 5));
        expect(entries).not.toContain(ELLIPSIS);
        expect(entries[0]).toBe(1);
        expect(entries.at(-1)).toBe(total);
        expect(entries).toContain(current);
        expect(new Set(entries).size).toBe(entries.length);
      }),
    );
  });
});

describe('isNarrowPagination', () => {
  it('is narrow under 400 px', () => {
    expect(isNarrowPagination(399)).toBe(true);
    expect(isNarrowPagination(400)).toBe(false);
  });
});

describe('canGoToPreviousPage and canGoToNextPage', () => {
  it('disable previous and next at the ends', () => {
    expect(canGoToPreviousPage(1)).toBe(false);
    expect(canGoToPreviousPage(2)).toBe(true);
    expect(canGoToNextPage(10, 10)).toBe(false);
    expect(canGoToNextPage(9, 10)).toBe(true);
  });
});

describe('pageOfList', () => {
  const items = Array.from({ length: 45 }, (_, index) => index + 1);

  it('cuts the page asked for and counts the pages', () => {
    expect(pageOfList(items, 1, 20)).toEqual({ items: items.slice(0, 20), pages: 3 });
    expect(pageOfList(items, 3, 20)).toEqual({ items: [41, 42, 43, 44, 45], pages: 3 });
  });

  it('keeps a page past the end or below 1 within the list', () => {
    expect(pageOfList(items, 9, 20).items).toEqual([41, 42, 43, 44, 45]);
    expect(pageOfList(items, 0, 20).items).toEqual(items.slice(0, 20));
  });

  it('has one empty page for an empty list', () => {
    expect(pageOfList([], 1, 20)).toEqual({ items: [], pages: 1 });
  });
});

describe('pageToRedirectTo (a page past the end goes to the last page)', () => {
  it('sends a page past the last to the last', () => {
    expect(pageToRedirectTo(99, 2)).toBe(2);
    expect(pageToRedirectTo(3, 2)).toBe(2);
  });

  it('sends a page past an empty list to page 1', () => {
    expect(pageToRedirectTo(99, 0)).toBe(1);
    expect(pageToRedirectTo(2, 0)).toBe(1);
  });

  it('leaves a page within the list, page 1 of an empty one, or an unknown count alone', () => {
    expect(pageToRedirectTo(2, 2)).toBeNull();
    expect(pageToRedirectTo(1, 0)).toBeNull();
    expect(pageToRedirectTo(99, undefined)).toBeNull();
    expect(pageToRedirectTo(99, Number.NaN)).toBeNull();
  });

  it('never sends a page to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (page, pages) => {
          const target = pageToRedirectTo(page, pages);
          if (target !== null) {
            expect(target).not.toBe(page);
            expect(target).toBeGreaterThanOrEqual(1);
            expect(target).toBeLessThan(page);
          }
        },
      ),
      { seed: 29 },
    );
  });
});
