export const TRACK_PAGE_TEXT = {
  kind: 'Trilha',
  loading: 'Carregando a trilha…',
  error: 'Não foi possível carregar a trilha.',
  courses: 'Cursos da trilha',
  trainings: 'Treinamentos da trilha',
  blocked: 'Esta trilha está bloqueada: seus cursos ainda não podem ser abertos.',
  list: 'Trilhas',
} as const;
