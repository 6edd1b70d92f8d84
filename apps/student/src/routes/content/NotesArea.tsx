import { errorMessage, type components } from '@decola/api-client';
import { notePositionKindOf } from '@decola/domain';
import { NotesPanel, OutboxNotice } from '@decola/ui';
import { contentTarget } from '../../api/outbox/writes';
import { useOutboxNotice } from '../../api/outbox/useOutboxNotice';
import { statusOf } from '../../api/status';
import { draftPlace, type NoteDraft } from '../../drafts/places';
import { useDraft } from '../../drafts/useDraft';
import type { ContentProvider } from '../../viewer/provider';
import { useContentNotes } from '../../viewer/useContentNotes';

type NotesAreaProps = {
  provider: ContentProvider;
  content: components['schemas']['CourseContent'];
  composingAt: number | null;
  onCompose: () => void;
  onCancelCompose: () => void;
  onSeek: (position: number) => void;
};

// An edit waits under its note's own target; a new note and a deletion under the content's.
const NOTE_WRITES = ['createNote', 'deleteNote'];

/** Timestamped notes: a PDF's carry its page. */
export function NotesArea({ provider, content, ...panel }: NotesAreaProps) {
  const { notes, create, update, remove } = useContentNotes(provider, content.id);
  const ref = { owner: provider.owner, contentId: content.id };
  const notice = useOutboxNotice(NOTE_WRITES, contentTarget(ref));
  // The new note being written stays on the device until it is saved or cancelled.
  const draft = useDraft<NoteDraft>(draftPlace.note(ref));
  const { composingAt } = panel;
  return (
    <>
      <OutboxNotice {...notice} className="mb-3" />
      <NotesPanel
        {...panel}
        // Opened before the drafts were read: opened again, with the text kept.
        key={draft.ready ? 'drafts-read' : 'drafts-reading'}
        draftText={draft.value?.seconds === composingAt ? draft.value.text : null}
        onDraftChange={(text) =>
          composingAt !== null && draft.save(text.trim() ? { seconds: composingAt, text } : null)
        }
        onCancelCompose={() => {
          draft.clear();
          panel.onCancelCompose();
        }}
        notes={notes.data ?? []}
        state={{
          status: statusOf(notes),
          errorMessage: notes.error ? errorMessage(notes.error) : null,
          onRetry: () => void notes.refetch(),
        }}
        positionKind={notePositionKindOf(content.type)}
        onCreate={async (text, seconds) => {
          const note = await create(text, seconds);
          draft.clear();
          return note;
        }}
        onUpdate={update}
        onDelete={remove}
      />
    </>
  );
}
