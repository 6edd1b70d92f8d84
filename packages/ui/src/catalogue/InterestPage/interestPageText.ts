import type { CourseStatusFilter } from '@decola/domain';

export const INTEREST_PAGE_TEXT = {
  /** While the interest's title is not known (a link without `title`). */
  fallbackTitle: 'Treinamentos do interesse',
  list: (title: string) => `Treinamentos de ${title}`,
  error: 'Não foi possível carregar os treinamentos deste interesse.',
  search: 'Buscar treinamentos',
  status: 'Situação',
  allStatuses: 'Todas',
} as const;

/** Not in the spec: the names of the contract's `CourseStatusFilter` values (docs/decisions.md). */
export const COURSE_STATUS_FILTER_LABELS: Record<CourseStatusFilter, string> = {
  NOT_STARTED: 'Não iniciados',
  IN_PROGRESS: 'Em andamento',
  FINISHED: 'Concluídos',
};
