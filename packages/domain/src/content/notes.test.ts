import { describe, expect, it } from 'vitest';
import { sortNotes } from './notes';

describe('sortNotes', () => {
  it('orders notes by seconds ascending, keeping ties in their order, without touching the list', () => {
    const notes = [
      { id: 1, annotation: 'c', seconds: 90 },
      { id: 2, annotation: 'a', seconds: 0 },
      { id: 3, annotation: 'b', seconds: 45 },
      { id: 4, annotation: 'b2', seconds: 45 },
    ];
    expect(sortNotes(notes).map((note) => note.id)).toEqual([2, 3, 4, 1]);
    expect(notes.map((note) => note.id)).toEqual([1, 2, 3, 4]);
    expect(sortNotes([])).toEqual([]);
  });
});
