import { DecolaError } from '@decola/api-client';
import { describe, expect, it, vi } from 'vitest';
import { asyncStateOf } from './asyncState';

const query = (state: {
  isPending?: boolean;
  isError?: boolean;
  isFetching?: boolean;
  error?: unknown;
}) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

const offline = new DecolaError({ code: 0, message: 'Erro de conexão.', status: 0 });

describe('asyncStateOf', () => {
  it('is ready with no message once every query has its data', () => {
    expect(asyncStateOf(query({}), query({}))).toMatchObject({
      status: 'ready',
      errorMessage: null,
      retrying: false,
    });
  });

  it('is loading while a query waits', () => {
    expect(asyncStateOf(query({}), query({ isPending: true })).status).toBe('loading');
  });

  it("fails with the catalogue's message, never an Error's own text", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(asyncStateOf(query({ isError: true, error: offline })).errorMessage).toBe(
      'Erro de conexão.',
    );
    expect(
      asyncStateOf(query({ isError: true, error: new TypeError('Failed to fetch') })).errorMessage,
    ).toBe('Ocorreu um erro inesperado.');
  });

  it('retries only the queries that failed, and says when that retry is under way', () => {
    const ok = query({});
    const failed = query({ isError: true, error: offline });
    const state = asyncStateOf(ok, failed);
    state.onRetry?.();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(state.retrying).toBe(false);
    expect(asyncStateOf(ok, { ...failed, isFetching: true }).retrying).toBe(true);
  });
});
