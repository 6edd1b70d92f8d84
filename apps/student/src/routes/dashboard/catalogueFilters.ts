import { cataloguePageSize, parseIdList, type DashboardQuery } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseQuery } from '../../api/courses';

/** spec 1 §7: 25 a page when the body is at least 1400 px wide, else 24; read once per visit. */
export const useCataloguePageSize = (): number =>
  useState(() => cataloguePageSize(document.body.clientWidth))[0];

/** spec 1 §7: repeated school and courseTrack. */
export const catalogueFilters = (query: DashboardQuery, limit: number) => ({
  school: parseIdList(query.schools),
  courseTrack: parseIdList(query.courseTracks),
  page: query.page ?? 1,
  limit,
});

/** spec 1 §2: no training at all; shares its cache with the unfiltered first catalogue page. */
export function useNoTraining(): boolean {
  const limit = useCataloguePageSize();
  const unfiltered = useQuery(courseQuery.list(catalogueFilters({}, limit)));
  return unfiltered.data?.total === 0;
}
