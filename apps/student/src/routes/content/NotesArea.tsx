import { errorMessage, type components } from '@decola/api-client';
import { notePositionKindOf } from '@decola/domain';
import { NotesPanel } from '@decola/ui';
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

/** spec 2 §5 timestamped notes: a PDF's carry its page. */
export function NotesArea({ provider, content, ...panel }: NotesAreaProps) {
  const { notes, create, update, remove } = useContentNotes(provider, content.id);
  return (
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
  );
}
