import { errorMessage } from '@decola/api-client';
import {
  clearSchoolsInQuery,
  pageInQuery,
  parseIdList,
  selectTracksInQuery,
  toggleSchoolInQuery,
} from '@decola/domain';
import { Catalogue } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { courseTrackQuery } from '../../api/courseTracks';
import { statusOf } from '../../api/status';
import { useCataloguePageSize } from '../../courses/listPage';
import { catalogueFilters } from './catalogueFilters';
import type { CourseCardActions } from '../../courses/courseActions';
import type { useDashboardQuery } from '../../courses/useDashboardQuery';
import { useTracksOfSchools } from './useTracksOfSchools';

type CatalogueAreaProps = CourseCardActions & ReturnType<typeof useDashboardQuery>;

/** The filters and the page live in the URL. */
export function CatalogueArea({ query, update, ...courseActions }: CatalogueAreaProps) {
  const limit = useCataloguePageSize();
  const schoolIds = parseIdList(query.schools);
  const trackIds = parseIdList(query.courseTracks);
  const page = query.page ?? 1;

  const schools = useQuery(courseTrackQuery.schools());
  const { tracks } = useTracksOfSchools(schoolIds);
  const courses = useQuery(courseQuery.list(catalogueFilters(query, limit)));
  const failed = courses.error ?? schools.error;

  return (
    <Catalogue
      schools={schools.data ?? []}
      selectedSchoolIds={schoolIds}
      tracks={tracks}
      selectedTrackIds={trackIds}
      courses={courses.data?.courses ?? []}
      page={page}
      totalPages={courses.data?.pages ?? 1}
      status={statusOf(courses, schools)}
      errorMessage={failed ? errorMessage(failed) : null}
      onRetry={() => void Promise.all([schools.refetch(), courses.refetch()])}
      onToggleSchool={(id) => update((current) => toggleSchoolInQuery(current, id))}
      onClearSchools={() => update(clearSchoolsInQuery)}
      onTracksChange={(ids) => update((current) => selectTracksInQuery(current, ids))}
      onPageChange={(next) => update((current) => pageInQuery(current, next))}
      {...courseActions}
    />
  );
}
