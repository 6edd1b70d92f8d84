import { parseIdList, type DashboardQuery } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { useCataloguePageSize } from '../../courses/listPage';

/** Repeated school and courseTrack. */
export const catalogueFilters = (query: DashboardQuery, limit: number) => ({
  school: parseIdList(query.schools),
  courseTrack: parseIdList(query.courseTracks),
  page: query.page ?? 1,
  limit,
});

/** No training at all; shares its cache with the unfiltered first catalogue page. */
export function useNoTraining(): boolean {
  const limit = useCataloguePageSize();
  const unfiltered = useQuery(courseQuery.list(catalogueFilters({}, limit)));
  return unfiltered.data?.total === 0;
}
