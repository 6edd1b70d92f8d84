export const SCHOOL_PAGE_TEXT = {
  kind: 'Escola',
  loading: 'Carregando a escola…',
  error: 'Não foi possível carregar a escola.',
  tracks: 'Trilhas da escola',
  tracksLoading: 'Carregando as trilhas…',
  tracksError: 'Não foi possível carregar as trilhas desta escola.',
  tracksEmpty: 'Esta escola ainda não tem trilhas.',
  courses: 'Cursos da escola',
  list: 'Escolas',
} as const;
