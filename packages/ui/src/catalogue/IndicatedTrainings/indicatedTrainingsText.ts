export const INDICATED_TRAININGS_TEXT = {
  title: 'Treinamentos recomendados',
  list: 'Treinamentos recomendados para você',
  error: 'Não foi possível carregar os treinamentos recomendados.',
  situation: 'Situação',
  blocked: 'Bloqueado',
  indicatedBy: 'Indicado por',
  /** Read as one sentence: 'Indicado por Carlos Eduardo Lima em 10/05/2024'. */
  indicatedOn: 'em',
} as const;
