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
import { asyncStateOf } from '../../api/asyncState';
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

  return (
    <Catalogue
      schools={schools.data ?? []}
      selectedSchoolIds={schoolIds}
      tracks={tracks}
      selectedTrackIds={trackIds}
      courses={courses.data?.courses ?? []}
      page={page}
      totalPages={courses.data?.pages ?? 1}
      state={asyncStateOf(courses, schools)}
      onToggleSchool={(id) => update((current) => toggleSchoolInQuery(current, id))}
      onClearSchools={() => update(clearSchoolsInQuery)}
      onTracksChange={(ids) => update((current) => selectTracksInQuery(current, ids))}
      onPageChange={(next) => update((current) => pageInQuery(current, next))}
      {...courseActions}
    />
  );
}
