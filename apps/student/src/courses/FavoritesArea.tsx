import {
  favoriteTrainingsRequest,
  filterInQuery,
  searchToQuery,
  toggleSortInQuery,
} from '@decola/domain';
import { FavoriteTrainings } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseMutation, courseQuery } from '../api/courses';
import { useListQuery } from '../common/useListQuery';
import { useErrorToast } from '../shell/useErrorToast';
import { useLastPage } from '../common/useRedirect';
import { asyncStateOf } from '../api/asyncState';

const SEARCH_ORDER_BY = 'title';

/** The favourite trainings, as the favourites route and the profile show them. */
export function FavoritesArea({
  headingLevel,
  className,
}: {
  headingLevel: 1 | 2;
  /** A tab of the profile sits in the profile's frame; its own route keeps the list page's. */
  className?: string;
}) {
  const { query, update, pagePath } = useListQuery();
  const showError = useErrorToast();
  const list = useQuery(courseQuery.favorites(favoriteTrainingsRequest(query)));
  const unfavorite = useMutation(courseMutation.unfavorite());
  // Removed at once; back with an error toast if the server refuses.
  const [hidden, setHidden] = useState<readonly number[]>([]);
  const page = query.page ?? 1;
  useLastPage(page, list.data?.pages, pagePath);

  function remove(id: number) {
    setHidden((ids) => [...ids, id]);
    unfavorite.mutate(id, {
      onError: showError,
      // The lists were fetched again before this runs: the row is gone from the data, or back.
      onSettled: () => setHidden((ids) => ids.filter((hiddenId) => hiddenId !== id)),
    });
  }

  return (
    <FavoriteTrainings
      headingLevel={headingLevel}
      className={className}
      trainings={(list.data?.courses ?? []).filter((course) => !hidden.includes(course.id))}
      total={Math.max(0, (list.data?.total ?? 0) - hidden.length)}
      page={page}
      pages={list.data?.pages ?? 0}
      onPageChange={(next) => update((current) => ({ ...current, page: next }))}
      search={query.search ?? ''}
      // A search sorts ascending, by the title unless a column already sorts.
      onSearch={(term) => update((current) => searchToQuery(current, term, SEARCH_ORDER_BY))}
      orderBy={query.orderBy}
      order={query.order}
      // A new order starts from its first page.
      onSort={(column) => update((current) => ({ ...toggleSortInQuery(current, column), page: 1 }))}
      type={favoriteTrainingsRequest(query).type}
      onTypeChange={(type) =>
        update((current) => filterInQuery(current, 'type', type ?? undefined))
      }
      {...asyncStateOf(list)}
      onRemove={(training) => remove(training.id)}
    />
  );
}
