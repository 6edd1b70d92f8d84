import { sortNotes, type NotePositionKind } from '@decola/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PencilIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { READY, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { NoteEditor } from './NoteEditor';
import { NoteItem } from './NoteItem';
import { NOTES_TEXT } from './notesText';
import type { NotesPanelNote } from './types';

type NoteId = NotesPanelNote['id'];

export type NotesPanelProps = {
  notes: readonly NotesPanelNote[];
  state?: AsyncState;
  /** 'time' for video and audio ('01:23'), 'page' for a PDF ('Página 3'). */
  positionKind: NotePositionKind;
  /** Where the note being written is (the player paused there), or null when none is. */
  composingAt: number | null;
  /** 'Anotar': the app pauses the player and sets `composingAt` to its position. */
  onCompose: () => void;
  /** Cancel or Escape in the new note's field, and after it is saved: the app sets `composingAt` to null. */
  onCancelCompose: () => void;
  /** Resolves once saved (with the new note, or anything: the new note is then found in `notes`). */
  onCreate: (text: string, seconds: number) => Promise<unknown>;
  onUpdate: (id: NoteId, text: string) => Promise<unknown>;
  onDelete: (id: NoteId) => Promise<unknown>;
  /** A note's time clicked: the player goes there (a PDF: to the page). */
  onSeek: (seconds: number) => void;
  /** The new note's text the learner had typed before (a reload, a login on the way). */
  draftText?: string | null;
  /** Every change to the new note's text, to keep it as a draft. */
  onDraftChange?: (text: string) => void;
};

/** What gets focus once the notes have changed: a note, an edit button, or 'Anotar'. */
type FocusTarget =
  | { to: 'note'; id: NoteId }
  | { to: 'created'; known: ReadonlySet<string> }
  | { to: 'edit'; id: NoteId }
  | { to: 'compose' };

const idOf = (result: unknown): NoteId | null => {
  const id = (result as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
};

/** A content's notes by time, each a way back to its moment; 'Anotar' adds one. */
export function NotesPanel({
  notes,
  state = READY,
  positionKind,
  composingAt,
  onCompose,
  onCancelCompose,
  onCreate,
  onUpdate,
  onDelete,
  onSeek,
  draftText,
  onDraftChange,
}: NotesPanelProps) {
  const sorted = useMemo(() => sortNotes(notes), [notes]);
  const [editingId, setEditingId] = useState<NoteId | null>(null);
  const [deleting, setDeleting] = useState<NotesPanelNote | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const composeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const knownIds = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!focusTarget || deleting) return;
    const find = (selector: string, id: NoteId) =>
      panel.current?.querySelector<HTMLElement>(`[${selector}="${CSS.escape(String(id))}"]`);
    let element: HTMLElement | null | undefined = null;
    if (focusTarget.to === 'compose') element = composeButton.current;
    else if (focusTarget.to === 'edit') element = find('data-edit-note', focusTarget.id);
    else if (focusTarget.to === 'note') element = find('data-note-id', focusTarget.id);
    else {
      const created = sorted.find((note) => !focusTarget.known.has(String(note.id)));
      element = created && find('data-note-id', created.id);
    }
    // Until the app's list holds the note, the target waits for the next change.
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  }, [focusTarget, sorted, editingId, composingAt, deleting]);

  return (
    <LoadState state={state} text={NOTES_TEXT}>
      <div ref={panel} data-slot="notes-panel" className="flex flex-col gap-4">
        <div className="flex justify-end">
          <Button ref={composeButton} size="sm" onClick={onCompose}>
            <PencilIcon size="sm" />
            {NOTES_TEXT.compose}
          </Button>
        </div>
        {composingAt !== null && (
          <NoteEditor
            label={NOTES_TEXT.newNote(positionKind, composingAt)}
            initialText={draftText ?? ''}
            onTextChange={onDraftChange}
            onSave={(text) => {
              // Taken before the call: the app may add the new note before it resolves.
              knownIds.current = new Set(notes.map((note) => String(note.id)));
              return onCreate(text, composingAt);
            }}
            onSaved={(result) => {
              const id = idOf(result);
              setFocusTarget(
                id === null ? { to: 'created', known: knownIds.current } : { to: 'note', id },
              );
              onCancelCompose();
            }}
            onCancel={() => {
              setFocusTarget({ to: 'compose' });
              onCancelCompose();
            }}
          />
        )}
        {sorted.length === 0 ? (
          composingAt === null && <p className="text-ink-muted">{NOTES_TEXT.empty}</p>
        ) : (
          <ol aria-label={NOTES_TEXT.list} className="flex flex-col divide-y divide-line">
            {sorted.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                positionKind={positionKind}
                editing={editingId === note.id}
                onSeek={onSeek}
                onEdit={() => setEditingId(note.id)}
                onCancelEdit={() => {
                  setEditingId(null);
                  setFocusTarget({ to: 'edit', id: note.id });
                }}
                onUpdate={(text) => onUpdate(note.id, text)}
                onUpdated={() => {
                  setEditingId(null);
                  setFocusTarget({ to: 'note', id: note.id });
                }}
                onDelete={() => setDeleting(note)}
              />
            ))}
          </ol>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={NOTES_TEXT.deleteTitle}
        message={deleting && NOTES_TEXT.deleteMessage(positionKind, deleting.seconds)}
        confirmLabel={NOTES_TEXT.delete}
        onConfirm={async () => {
          if (!deleting) return;
          await onDelete(deleting.id);
          setFocusTarget({ to: 'compose' });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </LoadState>
  );
}
