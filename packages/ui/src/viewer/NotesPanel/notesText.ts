import { formatDuration, type NotePositionKind } from '@decola/domain';

/** The same, inside a sentence: 'em 01:23' or 'na página 3'. */
const notePlace = (kind: NotePositionKind, seconds: number): string =>
  kind === 'page' ? `na página ${seconds}` : `em ${formatDuration(seconds)}`;

// Not in the spec unless said: the words of the notes panel (docs/decisions.md).
export const NOTES_TEXT = {
  list: 'Anotações',
  loading: 'Carregando anotações…',
  error: 'Não foi possível carregar as anotações.',
  // The empty text of a table.
  empty: 'Não há nada por aqui.',
  compose: 'Anotar',
  newNote: (kind: NotePositionKind, seconds: number) => `Nova anotação ${notePlace(kind, seconds)}`,
  note: (kind: NotePositionKind, seconds: number) => `Anotação ${notePlace(kind, seconds)}`,
  save: 'Salvar',
  cancel: 'Cancelar',
  seek: 'Ir para',
  edit: 'Editar',
  delete: 'Excluir',
  /** Read after 'Editar' and 'Excluir', so each note's buttons have names of their own. */
  ofNote: (kind: NotePositionKind, seconds: number) => `anotação ${notePlace(kind, seconds)}`,
  deleteTitle: 'Excluir anotação?',
  deleteMessage: (kind: NotePositionKind, seconds: number) =>
    `A anotação ${notePlace(kind, seconds)} será excluída.`,
} as const;
