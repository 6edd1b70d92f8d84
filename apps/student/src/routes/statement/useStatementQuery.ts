import type { StatementFilters } from '@decola/api-client/react-query';
import {
  ordinationAsc,
  periodError,
  STATEMENT_TYPE_CODES,
  type ListQuery,
  type StatementItemType,
  type StatementTypeCode,
} from '@decola/domain';
import type { StatementFilterValues } from '@decola/ui';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The statement's filters as the URL holds them; anything else there is no filter. */
export function statementFiltersOf(query: ListQuery): StatementFilterValues {
  const type = text(query.type);
  const typeCode = text(query.typeCode);
  return {
    firstDate: text(query.firstDate),
    lastDate: text(query.lastDate),
    type: type === 'CREDIT' || type === 'DEBIT' ? (type as StatementItemType) : undefined,
    typeCode: STATEMENT_TYPE_CODES.includes(typeCode as StatementTypeCode)
      ? (typeCode as StatementTypeCode)
      : undefined,
  };
}

/** The call's query; a period that ends before it starts is not sent. */
export function statementRequest(query: ListQuery, page = query.page ?? 1): StatementFilters {
  const filters = statementFiltersOf(query);
  const validPeriod = periodError(filters.firstDate, filters.lastDate) === null;
  return {
    page,
    ...(query.orderBy ? { orderBy: query.orderBy, ordinationAsc: ordinationAsc(query.order) } : {}),
    ...(validPeriod && filters.firstDate ? { firstDate: filters.firstDate } : {}),
    ...(validPeriod && filters.lastDate ? { lastDate: filters.lastDate } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.typeCode ? { typeCode: filters.typeCode } : {}),
  };
}
