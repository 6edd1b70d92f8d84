/** Case and accents ignored: 'seguranca' finds 'Segurança', as a fast phone typist expects. */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
