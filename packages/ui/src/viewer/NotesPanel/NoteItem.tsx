import { notePositionLabel, type NotePositionKind } from '@decola/domain';
import { PencilIcon, TrashIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { Button } from '../../primitives/Button';
import { linkVariants } from '../../primitives/Link';
import { NoteEditor } from './NoteEditor';
import { NOTES_TEXT } from './notesText';
import type { NotesPanelNote } from './types';

type NoteItemProps = {
  note: NotesPanelNote;
  positionKind: NotePositionKind;
  editing: boolean;
  onSeek: (seconds: number) => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onUpdate: (text: string) => Promise<unknown>;
  onUpdated: () => void;
  onDelete: () => void;
};

/** One note: its time (a button that seeks there), its text, and edit and delete. */
export function NoteItem({
  note,
  positionKind,
  editing,
  onSeek,
  onEdit,
  onCancelEdit,
  onUpdate,
  onUpdated,
  onDelete,
}: NoteItemProps) {
  const { seconds } = note;
  const ofNote = ` ${NOTES_TEXT.ofNote(positionKind, seconds)}`;
  return (
    <li
      // Focused once saved; found by its id.
      data-note-id={note.id}
      tabIndex={-1}
      data-slot="note"
      className={cn('flex flex-col gap-2 rounded-control py-3 first:pt-0 last:pb-0', focusRing)}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={() => onSeek(seconds)}
          className={cn(
            'mt-1 shrink-0 rounded-control bg-primary-soft px-2 py-0.5 text-sm font-semibold tabular-nums',
            linkVariants({ underline: 'hover' }),
          )}
        >
          <span className="sr-only">{`${NOTES_TEXT.seek} `}</span>
          {notePositionLabel(seconds, positionKind)}
        </button>
        {!editing && (
          <>
            {/* Plain text, never HTML: what the learner typed, line breaks kept. */}
            <p className="mt-1 min-w-0 flex-1 basis-48 break-words whitespace-pre-wrap text-ink">
              {note.annotation}
            </p>
            <div className="ms-auto flex shrink-0 gap-1">
              <Button data-edit-note={note.id} variant="ghost" size="sm" onClick={onEdit}>
                <PencilIcon size="sm" />
                {NOTES_TEXT.edit}
                <span className="sr-only">{ofNote}</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete}>
                <TrashIcon size="sm" />
                {NOTES_TEXT.delete}
                <span className="sr-only">{ofNote}</span>
              </Button>
            </div>
          </>
        )}
      </div>
      {editing && (
        <NoteEditor
          label={NOTES_TEXT.note(positionKind, seconds)}
          initialText={note.annotation}
          onSave={onUpdate}
          onSaved={onUpdated}
          onCancel={onCancelEdit}
        />
      )}
    </li>
  );
}
