/** A note as the viewer shows it (the contract's `Note`: text in `annotation`). */
export type NotesPanelNote = {
  id: number | string;
  annotation: string;
  /** The second it was taken at; for a PDF, the page. */
  seconds: number;
};
