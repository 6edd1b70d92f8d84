/** Not in the spec (spec 2 §2 names the route and its options only): the profile's words. */
export const PROFILE_TEXT = {
  title: 'Meu perfil',
  editProfile: 'Editar perfil',
  headerError: 'Não foi possível mostrar seu perfil.',
  header: {
    companies: 'Empresas',
    decoins: 'Decoins',
    completeCourses: 'Cursos concluídos',
    totalWatched: 'Conteúdos assistidos',
    percentageUser: 'Progresso geral',
  },
  tabs: {
    label: 'Áreas do perfil',
    statistics: 'Estatísticas',
    courses: 'Meus treinamentos',
    'history-order': 'Histórico de pedidos',
    indication: 'Treinamentos recomendados',
    favorite: 'Favoritos',
  },
  statistics: { more: 'Ver todas as estatísticas' },
  enrolled: {
    title: 'Meus treinamentos',
    search: 'Pesquisar em meus treinamentos',
    list: 'Treinamentos em que você está matriculado',
    error: 'Não foi possível carregar seus treinamentos.',
  },
} as const;
