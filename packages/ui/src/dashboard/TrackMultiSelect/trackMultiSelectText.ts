export const TRACK_MULTI_SELECT_TEXT = {
  label: 'Pesquisar trilha',
  placeholder: 'Digite o nome de uma trilha',
  showAll: 'Mostrar trilhas',
  selected: 'Trilhas selecionadas',
  remove: 'Remover',
} as const;
