import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import type { PathsWith } from '../calls.js';
import type { DecolaError } from '../errors.js';
import type { paths } from '../schema.js';

/** The query parameters a GET call takes, from the contract. */
export type QueryOf<P extends PathsWith<'get'>> = paths[P]['get'] extends {
  parameters: { query?: infer Query };
}
  ? NonNullable<Query>
  : never;

/** queryOptions whose error is the client's DecolaError, so `useQuery(...).error` is typed. */
export function decolaQuery<TData, const TKey extends QueryKey>(
  queryKey: TKey,
  fetchAnswer: (signal: AbortSignal) => Promise<TData>,
) {
  return queryOptions<TData, DecolaError, TData, TKey>({
    queryKey,
    queryFn: ({ signal }) => fetchAnswer(signal),
  });
}

export interface Chunk {
  /** How many items this chunk brought. */
  count: number;
  hasMore: boolean;
}

/** Pills, courses in progress and mandatory track trainings. */
export function decolaChunks<TPage, const TKey extends QueryKey>(
  queryKey: TKey,
  fetchChunk: (index: number, signal: AbortSignal) => Promise<TPage>,
  chunkOf: (page: TPage) => Chunk,
) {
  return infiniteQueryOptions<TPage, DecolaError, InfiniteData<TPage, number>, TKey, number>({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchChunk(pageParam, signal),
    getNextPageParam: (lastPage, _pages, lastIndex) => {
      const { count, hasMore } = chunkOf(lastPage);
      return hasMore ? lastIndex + count : undefined;
    },
  });
}

/** The mutation stays pending until the active queries it invalidated have refetched. */
export function decolaMutation<TData, TVariables = void>(
  mutationKey: QueryKey,
  send: (variables: TVariables) => Promise<TData>,
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[] = () => [],
) {
  return mutationOptions<TData, DecolaError, TVariables>({
    mutationKey,
    mutationFn: (variables) => send(variables),
    onSuccess: async (data, variables, _onMutateResult, { client }) => {
      await Promise.all(
        invalidates(variables, data).map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
