import { cataloguePageSize, pageInQuery, type DashboardQuery } from '@decola/domain';
import { isDecolaError } from '@decola/api-client';
import { useState } from 'react';
import type { useDashboardQuery } from './useDashboardQuery';

/** spec 1 §7: 25 a page when the body is at least 1400 px wide, else 24; read once per visit. */
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
