import { GlobalSearchResults, type GlobalSearchGroup } from '@decola/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { asyncStateOf } from '../../api/asyncState';
import { useLastPage } from '../../common/useRedirect';
import { ASKED_AHEAD } from '../../common/askedAhead';
import { useToday } from '../../common/useToday';
import { searchGroupQueries, searchRequest } from './searchRequest';

/** Each group loads and fails on its own. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const request = searchRequest(params);
  const { search, page } = request;
  const queries = searchGroupQueries(request);
  const groups = {
    courses: useQuery({ ...queries.courses, ...ASKED_AHEAD }),
    schools: useQuery({ ...queries.schools, ...ASKED_AHEAD }),
    courseTracks: useQuery({ ...queries.courseTracks, ...ASKED_AHEAD }),
    instructors: useQuery({ ...queries.instructors, ...ASKED_AHEAD }),
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
      coursesState={asyncStateOf(groups.courses)}
      schoolsState={asyncStateOf(groups.schools)}
      courseTracksState={asyncStateOf(groups.courseTracks)}
      instructorsState={asyncStateOf(groups.instructors)}
    />
  );
}
