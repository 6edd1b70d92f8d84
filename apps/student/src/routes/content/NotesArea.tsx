import { errorMessage, type components } from '@decola/api-client';
import { notePositionKindOf } from '@decola/domain';
import { NotesPanel, OutboxNotice } from '@decola/ui';
import { contentTarget } from '../../api/outbox/writes';
import { useOutboxNotice } from '../../api/outbox/useOutboxNotice';
import { statusOf } from '../../api/status';
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

/** spec 2 §5 timestamped notes: a PDF's carry its page. */
export function NotesArea({ provider, content, ...panel }: NotesAreaProps) {
  const { notes, create, update, remove } = useContentNotes(provider, content.id);
  const notice = useOutboxNotice(
    NOTE_WRITES,
    contentTarget({ owner: provider.owner, contentId: content.id }),
  );
  return (
    <>
      <OutboxNotice {...notice} className="mb-3" />
      <NotesPanel
        {...panel}
        notes={notes.data ?? []}
        state={{
          status: statusOf(notes),
          errorMessage: notes.error ? errorMessage(notes.error) : null,
          onRetry: () => void notes.refetch(),
        }}
        positionKind={notePositionKindOf(content.type)}
        onCreate={create}
        onUpdate={update}
        onDelete={remove}
      />
    </>
  );
}
