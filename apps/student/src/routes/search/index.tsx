import { errorMessage } from '@decola/api-client';
import { headerSearchQuery, parseUrlNumber } from '@decola/domain';
import { GlobalSearchResults, type GlobalSearchGroup } from '@decola/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { searchQuery } from '../../api/search';
import { statusOf } from '../../api/status';
import { useLastPage } from '../../common/useRedirect';
import { useToday } from '../../common/useToday';

/** Each group loads and fails on its own. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const search = params.get('search') ?? '';
  const defaults = headerSearchQuery(search);
  const page = parseUrlNumber(params.get('page')) || defaults.page;
  const limit = parseUrlNumber(params.get('limit')) || defaults.limit;

  const groups = {
    courses: useQuery(searchQuery.courses({ search, page, limit })),
    schools: useQuery(searchQuery.schools(search)),
    courseTracks: useQuery(searchQuery.courseTracks(search)),
    instructors: useQuery(searchQuery.instructors(search)),
  } satisfies Record<GlobalSearchGroup, UseQueryResult>;

  const courses = groups.courses.data;
  useLastPage(page, courses?.pages, (last) => {
    const changed = new URLSearchParams(params);
    changed.set('page', String(last));
    return `?${changed.toString()}`;
  });
  return (
    <GlobalSearchResults
      search={search}
      today={today}
      courses={courses?.courses ?? []}
      coursesPage={page}
      coursesTotalPages={courses?.pages ?? 1}
      onCoursesPageChange={(next) =>
        setParams((current) => {
          const changed = new URLSearchParams(current);
          changed.set('page', String(next));
          return changed;
        })
      }
      schools={groups.schools.data ?? []}
      courseTracks={groups.courseTracks.data ?? []}
      instructors={groups.instructors.data ?? []}
      status={{
        courses: statusOf(groups.courses),
        schools: statusOf(groups.schools),
        courseTracks: statusOf(groups.courseTracks),
        instructors: statusOf(groups.instructors),
      }}
      errorMessages={Object.fromEntries(
        Object.entries(groups).map(([group, result]) => [
          group,
          result.error ? errorMessage(result.error) : null,
        ]),
      )}
      onRetry={(group) => void groups[group].refetch()}
    />
  );
}
