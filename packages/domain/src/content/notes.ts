/** A note taken at a moment of a content. */
export interface Note {
  id: number | string;
  annotation: string;
  seconds: number;
}

/** Notes by seconds ascending; notes at the same second keep their order. */
export const sortNotes = <T extends Pick<Note, 'seconds'>>(notes: readonly T[]): T[] =>
  [...notes].sort((a, b) => a.seconds - b.seconds);
