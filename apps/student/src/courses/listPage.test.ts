import { DecolaError } from '@decola/api-client';
import type { DashboardQuery } from '@decola/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { currentPage, isMissingEntity, listPage, wholeListPanel } from './listPage';

/** The URL's query as `useDashboardQuery` gives it, with the query each update leaves. */
function pageQuery(query: DashboardQuery) {
  let latest = query;
  const update = vi.fn((change: (current: DashboardQuery) => DashboardQuery) => {
    latest = change(latest);
  });
  return { query, update, latest: () => latest };
}

const result = <T>(data: T | undefined, overrides: Partial<UseQueryResult<T>> = {}) =>
  ({
    data,
    error: null,
    isPending: data === undefined,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...overrides,
  }) as unknown as UseQueryResult<T>;

describe('currentPage', () => {
  it('is the URL page from 1 up, else page 1', () => {
    expect(currentPage({ page: 3 })).toBe(3);
    expect(currentPage({})).toBe(1);
    expect(currentPage({ page: 0 })).toBe(1);
  });
});

describe('listPage', () => {
  it('reads the page from the URL and writes a new one into it', () => {
    const state = pageQuery({ page: 2, search: 'excel' });
    const { page, onPageChange } = listPage(state);
    expect(page).toBe(2);
    onPageChange(4);
    expect(state.update).toHaveBeenCalledOnce();
    expect(state.latest()).toMatchObject({ page: 4, search: 'excel' });
  });
});

describe('wholeListPanel', () => {
  it('shows the URL page of a list the API returns whole', () => {
    const list = Array.from({ length: 7 }, (_, index) => index + 1);
    const panel = wholeListPanel(result(list), pageQuery({ page: 2 }), 3);
    expect(panel).toMatchObject({ items: [4, 5, 6], pages: 3, page: 2, status: 'ready' });
  });

  it('is loading with no items before the list arrives, and says the failure after', () => {
    const loading = wholeListPanel(result<number[]>(undefined), pageQuery({}), 3);
    expect(loading).toMatchObject({ items: [], status: 'loading', errorMessage: null });
    const error = new DecolaError({ status: 500, code: 'INTERNAL', message: 'Falhou.' });
    const failed = wholeListPanel(
      result<number[]>(undefined, { error, isError: true, isPending: false }),
      pageQuery({}),
      3,
    );
    expect(failed.status).toBe('error');
    expect(failed.errorMessage).toBe('Falhou.');
  });
});

describe('isMissingEntity', () => {
  it('is the not-found state for a 404 and for a refused id (400), not for other failures', () => {
    const answer = (status: number) => new DecolaError({ status, code: 'X', message: 'm' });
    expect(isMissingEntity(answer(404))).toBe(true);
    expect(isMissingEntity(answer(400))).toBe(true);
    expect(isMissingEntity(answer(500))).toBe(false);
    expect(isMissingEntity(new Error('boom'))).toBe(false);
  });
});
