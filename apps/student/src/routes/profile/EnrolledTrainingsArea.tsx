import { filterInQuery } from '@decola/domain';
import { EnrolledTrainings } from '@decola/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { useListQuery } from '../../common/useListQuery';
import type { CourseCardActions } from '../../courses/courseActions';
import { asyncStateOf } from '../../api/asyncState';

/** Profile `courses`: the enrolled trainings, searched through the URL's `search`. */
export function EnrolledTrainingsArea({
  today,
  onIntroVideoClick,
  onCommentsClick,
}: CourseCardActions) {
  const { query, update } = useListQuery();
  const search = query.search ?? '';
  const list = useQuery({
    ...courseQuery.enrolled(search ? { search } : {}),
    // The cards stay while a new search loads.
    placeholderData: keepPreviousData,
  });
  return (
    <EnrolledTrainings
      courses={list.data ?? []}
      search={search}
      // No column sorts this list: a search only filters it.
      onSearch={(term) => update((current) => filterInQuery(current, 'search', term.trim()))}
      {...asyncStateOf(list)}
      today={today}
      onIntroVideoClick={onIntroVideoClick}
      onCommentsClick={onCommentsClick}
    />
  );
}
