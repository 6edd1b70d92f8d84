export * from './StatementPage';
export type { StatementFilterValues } from './StatementFilters';
