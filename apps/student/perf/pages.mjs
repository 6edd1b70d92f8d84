// The pages the speed measurements and the layout-shift journey visit, by name: each a fixed
// address under /student that shows its screen with the demo seed's data for the aluno
// (aluno@decola.dev), whether it needs the aluno signed in, and the heading that shows it is there.
// Plain JavaScript, so `node scripts/perf.mjs` loads it as it is; pages.d.mts types it for the
// journeys.

/** The demo learner every signed-in page is seen as (packages/api-mocks/src/seed/users.ts). */
export const LEARNER = { login: 'aluno@decola.dev', password: 'Decola@2026' };

export const PAGES = {
  landing: {
    path: '/home',
    signedIn: false,
    heading: { level: 1, name: 'Aprenda, cresça e decole com o Decola' },
  },
  dashboard: {
    path: '/dashboard',
    signedIn: true,
    heading: { level: 1, name: 'Meu dashboard' },
  },
  // Finished by the aluno: its hero, progress and contents all drawn from her record.
  course: {
    path: '/course/1',
    signedIn: true,
    heading: { level: 1, name: 'Boas-vindas à Decola: Nossa História e Nossos Valores' },
  },
  'content-video': {
    path: '/course/1/content/101',
    signedIn: true,
    heading: { level: 1, name: 'Mensagem da diretoria' },
  },
  'content-pdf': {
    path: '/course/1/content/103',
    signedIn: true,
    heading: { level: 1, name: 'Manual do colaborador' },
  },
  // Course 59, which the aluno is enrolled in: the demo's SCORM 1.2 package.
  'content-scorm': {
    path: '/course/59/content/5902',
    signedIn: true,
    heading: { level: 1, name: 'Painel de avanço físico passo a passo' },
  },
  // The aluno's finished first-aid questionnaire (the seed's questionnaire 5005): its result.
  questionnaire: {
    path: '/course/3/content/304/questionnaire/5005/page/1',
    signedIn: true,
    heading: { level: 2, name: 'Resultado' },
  },
  shop: {
    path: '/shop/page/1',
    signedIn: true,
    heading: { level: 1, name: 'Loja' },
  },
  product: {
    path: '/product/1',
    signedIn: true,
    heading: { level: 1, name: 'Caneca térmica Decola 450 ml' },
  },
  // The bag's screen with one of the aluno's orders in it (the bag itself starts empty).
  bag: {
    path: '/bag/1',
    signedIn: true,
    heading: { level: 1, name: 'Pedido nº 1' },
  },
  profile: {
    path: '/profile',
    signedIn: true,
    heading: { level: 1, name: 'Meu perfil' },
  },
  statistics: {
    path: '/statistics',
    signedIn: true,
    heading: { level: 1, name: 'Estatísticas' },
  },
  // The class the aluno attends.
  event: {
    path: '/event/1/class/11',
    signedIn: true,
    heading: { level: 1, name: 'SIPAT – Semana Interna de Prevenção de Acidentes do Trabalho' },
  },
  // Under way, the aluno enrolled, half of its meetings attended.
  training: {
    path: '/training-course/6',
    signedIn: true,
    heading: { level: 1, name: 'Formação de Encarregados de Obra' },
  },
  search: {
    path: '/search?page=1&limit=20&search=lideranca',
    signedIn: true,
    heading: { level: 1, name: 'Resultados para “lideranca”' },
  },
};

/** Every page's name, in the catalogue's order. */
export const PAGE_NAMES = Object.keys(PAGES);

/** The page's address as the browser loads it: the app's base path, then the page's own. */
export const addressOf = (name) => `/student${PAGES[name].path}`;
