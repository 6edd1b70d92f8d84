/**
 * Text as the learner's searches compare it: case and accents both ignored, so 'duvida' finds
 * 'Dúvida' and 'seguranca' finds 'Segurança', as someone typing fast on a phone expects.
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
