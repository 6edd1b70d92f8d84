/** A school of the catalogue's filter (the contract's `School`: id and name are all it reads). */
export type SchoolFilterSchool = { id: number; name: string };

export const SCHOOL_FILTER_TEXT = {
  label: 'Escolas',
  all: 'Todas as escolas',
  clear: 'Limpar',
  clearSuffix: ' filtro de escolas',
} as const;
