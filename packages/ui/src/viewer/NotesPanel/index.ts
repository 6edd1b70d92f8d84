export * from './NotesPanel';
export * from './notesText';
export * from './types';
