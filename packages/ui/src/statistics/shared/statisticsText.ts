/** Not in the spec (spec 2 §2 names the screen only): the statistics page's words. */
export const STATISTICS_TEXT = {
  title: 'Estatísticas',
  cards: {
    title: 'Seus números',
    error: 'Não foi possível carregar suas estatísticas.',
    completeCourses: 'Cursos concluídos',
    coursesInProgress: 'Cursos em andamento',
    totalWatched: 'Conteúdos assistidos',
    watchedTime: 'Tempo assistido',
    certificates: 'Certificados',
    percentageUser: 'Progresso geral',
    dcoins: 'Decoins',
    rankingPosition: 'Posição no ranking',
  },
  chart: {
    title: 'Acessos nos últimos 14 dias',
    error: 'Não foi possível carregar seus acessos.',
    empty: 'Nenhum acesso nos últimos 14 dias.',
    showTable: 'Ver tabela',
    tableCaption: 'Acessos por dia nos últimos 14 dias',
    day: 'Dia',
    accesses: 'Acessos',
  },
  ranking: {
    title: 'Ranking de engajamento',
    error: 'Não foi possível carregar o ranking.',
    position: 'Posição',
    student: 'Aluno',
    points: 'Pontos',
    completeCourses: 'Cursos concluídos',
    you: 'você',
  },
  teams: {
    title: 'Seus times',
    error: 'Não foi possível carregar seus times.',
    membersError: 'Não foi possível carregar os membros do time.',
    manager: 'Gestor',
    showMembers: 'Ver membros',
    members: 'Membros',
  },
} as const;

/** What the chart's picture says in words, for the screen reader that meets it. */
export const chartSummary = (first: string, last: string, total: number): string =>
  `Gráfico de barras: acessos por dia de ${first} a ${last}, ${total} no total.`;

export const memberNoun = (total: number): string => (total === 1 ? 'membro' : 'membros');

export const positionLabel = (position: number): string => `${position}º`;
