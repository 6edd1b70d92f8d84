import { sortNotes, validateCheckpoint, validateNote } from '@decola/domain';
import type { ContentRecord, NoteRecord } from '../../../db/learning';
import type { Schemas } from '../../../db/schemas';
import { database, nextId, now } from '../../../db/store';
import { invalid } from '../../../respond';
import { invalidId, pathId } from '../params';
import { refusals } from '../refusals';
import { lockedRefusal, type ContentOwner, type Refusal } from './owner';

export const noteView = (note: NoteRecord): Schemas['Note'] => ({
  id: note.id,
  content_id: note.contentId,
  annotation: note.annotation,
  seconds: note.seconds,
});

export const annotationView = (note: NoteRecord): Schemas['Annotation'] => ({
  id: note.id,
  content_id: note.contentId,
  annotation: note.annotation,
  lastChange: note.lastChange,
});

/** A learner's notes on a content, by seconds ascending. */
export const notesOf = (content: Pick<ContentRecord, 'provider' | 'id'>, userId: number) =>
  sortNotes(
    database().contentNotes.filter(
      (note) =>
        note.userId === userId &&
        note.provider === content.provider &&
        note.contentId === content.id,
    ),
  );

/** The text is required ('Informe o texto da anotação'); seconds are a position. */
function noteProblems(text: unknown, seconds: unknown) {
  return [
    ...validateNote(typeof text === 'string' ? text : null),
    ...(seconds === undefined
      ? []
      : validateCheckpoint(typeof seconds === 'number' ? seconds : Number.NaN)),
  ];
}

export function createNote(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  { text, seconds }: { text?: unknown; seconds?: unknown },
): NoteRecord | Refusal {
  const problems = noteProblems(text, seconds);
  if (problems.length > 0) return invalid(problems);
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const note: NoteRecord = {
    id: nextId(),
    userId,
    provider: content.provider,
    contentId: content.id,
    annotation: (text as string).trim(),
    seconds: Math.floor((seconds as number | undefined) ?? 0),
    lastChange: now().toISOString(),
  };
  database().contentNotes.push(note);
  return note;
}

/** The learner's own note (of this content, when the path names one). */
export function findNote(
  noteIdParam: string,
  userId: number,
  content?: Pick<ContentRecord, 'provider' | 'id'>,
): NoteRecord | Refusal {
  const id = pathId(noteIdParam);
  if (id === null) return invalidId();
  const note = database().contentNotes.find(
    (candidate) =>
      candidate.id === id &&
      candidate.userId === userId &&
      (!content || (candidate.provider === content.provider && candidate.contentId === content.id)),
  );
  return note ?? refusals.noteNotFound();
}

/** The edit body includes the note id, which must be the note of the path. */
export function updateNote(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  noteIdParam: string,
  { id, text, seconds }: { id?: unknown; text?: unknown; seconds?: unknown },
): NoteRecord | Refusal {
  const note = findNote(noteIdParam, userId, content);
  if (note instanceof Response) return note;
  if (id !== undefined && Number(id) !== note.id) return invalidId();
  const problems = noteProblems(text, seconds);
  if (problems.length > 0) return invalid(problems);
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  note.annotation = (text as string).trim();
  if (typeof seconds === 'number') note.seconds = Math.floor(seconds);
  note.lastChange = now().toISOString();
  return note;
}

export function deleteNote(note: NoteRecord | Refusal): { success: true } | Refusal {
  if (note instanceof Response) return note;
  const db = database();
  db.contentNotes = db.contentNotes.filter((candidate) => candidate.id !== note.id);
  return { success: true };
}

/** The alternate annotations set: course contents by id alone (event ids overlap). */
export function courseContentById(idParam: string): ContentRecord | Refusal {
  const id = pathId(idParam);
  if (id === null) return invalidId();
  return (
    database().contents.find((content) => content.provider === 'course' && content.id === id) ??
    refusals.contentNotFound()
  );
}

export function ownerOfCourseContent(content: ContentRecord): ContentOwner | Refusal {
  const course = database().courses.find((candidate) => candidate.id === content.courseId);
  return course ? { provider: 'course', course } : refusals.courseNotFound();
}
