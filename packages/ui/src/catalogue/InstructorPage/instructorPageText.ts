export const INSTRUCTOR_PAGE_TEXT = {
  kind: 'Instrutor',
  courses: 'Cursos do instrutor',
  list: 'Instrutores',
  search: 'Pesquisar instrutor',
  searchPlaceholder: 'Nome do instrutor',
  searchHint: 'Pesquise um instrutor pelo nome para ver os cursos que ele ministra.',
  noResults: 'Nenhum instrutor encontrado.',
} as const;
