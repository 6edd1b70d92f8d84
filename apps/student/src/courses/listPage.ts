import { isDecolaError } from '@decola/api-client';
import { cataloguePageSize, pageInQuery, pageOfList, type DashboardQuery } from '@decola/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { asyncStateOf } from '../api/asyncState';
import type { useDashboardQuery } from './useDashboardQuery';

/** 25 a page when the body is at least 1400 px wide, else 24; read once per visit. */
export const useCataloguePageSize = (): number =>
  useState(() => cataloguePageSize(document.body.clientWidth))[0];

/** The URL's page; a missing, invalid or zero page is page 1. */
export const currentPage = (query: DashboardQuery): number =>
  query.page !== undefined && query.page >= 1 ? query.page : 1;

/** A list's page and its change, kept in the URL so a reload or a shared link shows the same. */
export function listPage({ query, update }: ReturnType<typeof useDashboardQuery>) {
  return {
    page: currentPage(query),
    onPageChange: (next: number) => update((current) => pageInQuery(current, next)),
  };
}

/** The entity does not exist (404) or its id is refused (400 INVALID_ID): the not-found state. */
export const isMissingEntity = (error: unknown): boolean =>
  isDecolaError(error) && (error.status === 404 || error.status === 400);

/** A page of courses the server cut (`CourseCatalogPage`), with its page in the URL. */
export const coursePanel = <C>(
  result: UseQueryResult<{ courses: C[]; pages: number }>,
  pageQuery: ReturnType<typeof useDashboardQuery>,
) => ({
  courses: result.data?.courses ?? [],
  pages: result.data?.pages ?? 1,
  ...asyncStateOf(result),
  ...listPage(pageQuery),
});

/** A list the API returns whole, shown `size` a page with the page in the URL. */
export function wholeListPanel<T>(
  result: UseQueryResult<readonly T[]>,
  pageQuery: ReturnType<typeof useDashboardQuery>,
  size: number,
) {
  const { page, onPageChange } = listPage(pageQuery);
  const { items, pages } = pageOfList(result.data ?? [], page, size);
  return { items, pages, page, onPageChange, ...asyncStateOf(result) };
}
