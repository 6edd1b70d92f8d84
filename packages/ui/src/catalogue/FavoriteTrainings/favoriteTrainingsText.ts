import type { FavoriteType } from '@decola/domain';

export const FAVORITE_TRAININGS_TEXT = {
  title: 'Treinamentos favoritos',
  error: 'Não foi possível carregar os treinamentos favoritos.',
  search: 'Buscar nos favoritos',
  type: 'Tipo',
  allTypes: 'Todos',
  columns: { title: 'Treinamento', type: 'Tipo', duration: 'Duração', rating: 'Avaliação' },
  actions: 'Favorito',
  blocked: 'Bloqueado',
  remove: (title: string) => `Remover ${title} dos favoritos`,
  removed: (title: string) => `${title} saiu dos seus favoritos.`,
} as const;

/** Not in the spec: the names of the contract's kinds of training (docs/decisions.md). */
export const FAVORITE_TYPE_LABELS: Record<FavoriteType, { one: string; filter: string }> = {
  course: { one: 'Curso', filter: 'Cursos' },
  pill: { one: 'Pílula', filter: 'Pílulas' },
};
