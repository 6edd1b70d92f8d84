import { EMPTY_MESSAGES, ERROR_MESSAGES } from '@decola/domain';

export const CATALOGUE_TEXT = {
  title: 'Catálogo de treinamentos',
  loading: 'Carregando os treinamentos…',
  // Gives no catalogue failure of its own: its load-failure sentence is the FAQ's.
  error: ERROR_MESSAGES.faqLoad,
  // 'Empty table', for a filter (or a catalogue) without courses.
  empty: EMPTY_MESSAGES.table,
  pagination: 'Páginas do catálogo',
} as const;
