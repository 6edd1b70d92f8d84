import { errorMessage } from '@decola/api-client';
import { ContentList, ContentViewerPage, VIEWER_TEXT, type MediaHandle } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { contentQuery } from '../../api/contents';
import { statusOf } from '../../api/status';
import { AreaBoundary } from '../../app/AreaBoundary';
import type { ContentProvider } from '../../viewer/provider';
import { useContentProgress } from '../../viewer/useContentProgress';
import { useParent } from '../../viewer/useParent';
import { useViewer } from '../../viewer/useViewer';
import { ContentPlayer } from './ContentPlayer';
import { NotesArea } from './NotesArea';

const panelOf = (query: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}) => ({
  status: statusOf(query),
  errorMessage: query.error ? errorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});

/** spec 2 §2 "Content viewing": the player, the contents beside it, its tabs below. */
export function ContentScreen({
  provider,
  contentId,
}: {
  provider: ContentProvider;
  contentId: number;
}) {
  const viewer = useViewer(provider, contentId);
  const parent = useParent(provider);
  const { content } = viewer;
  const handleRef = useRef<MediaHandle | null>(null);
  const progress = useContentProgress(provider, content, handleRef);
  const [tab, setTab] = useState('description');
  const [composingAt, setComposingAt] = useState<number | null>(null);
  const complements = useQuery({
    ...contentQuery.complements(provider.owner, contentId),
    enabled: content !== undefined,
  });
  const instructors = useQuery({
    ...contentQuery.instructors(provider.owner, contentId),
    enabled: content !== undefined,
  });

  /** 'Anotar' and the 'n' shortcut: the player pauses where the note will be. */
  const compose = (position?: number) => {
    handleRef.current?.pause();
    setComposingAt(Math.max(0, Math.floor(position ?? handleRef.current?.position() ?? 0)));
    setTab('notes');
  };

  return (
    <ContentViewerPage
      status={viewer.status}
      notFound={viewer.notFound}
      errorMessage={viewer.errorMessage}
      onRetry={viewer.retry}
      parent={parent}
      content={content ? { title: content.title ?? '', description: content.description } : null}
      previousHref={viewer.previousHref}
      nextHref={viewer.nextHref}
      nextLock={viewer.nextLock}
      player={
        content && (
          <AreaBoundary text={VIEWER_TEXT.playerError}>
            <ContentPlayer
              provider={provider}
              content={content}
              handleRef={handleRef}
              onPlaybackChange={progress.onPlaybackChange}
              onCompleted={progress.finished}
              onPageChange={progress.saveCheckpoint}
              onNoteShortcut={compose}
            />
          </AreaBoundary>
        )
      }
      contentList={
        <AreaBoundary text={VIEWER_TEXT.listError}>
          <ContentList
            contents={viewer.contents.data ?? []}
            currentId={contentId}
            hrefOf={(item) => provider.contentHref(item.id)}
            of={provider.courseId === null ? 'class' : 'course'}
            state={panelOf(viewer.contents)}
          />
        </AreaBoundary>
      }
      complements={complements.data ?? []}
      complementsState={panelOf(complements)}
      instructors={instructors.data ?? []}
      instructorsState={panelOf(instructors)}
      notes={
        content && (
          <AreaBoundary text={VIEWER_TEXT.panelError(VIEWER_TEXT.notes)}>
            <NotesArea
              provider={provider}
              content={content}
              composingAt={composingAt}
              onCompose={() => compose()}
              onCancelCompose={() => setComposingAt(null)}
              onSeek={(position) => {
                handleRef.current?.seek(position);
                handleRef.current?.play();
              }}
            />
          </AreaBoundary>
        )
      }
      tab={tab}
      onTabChange={setTab}
      onPanelError={(error) => console.error(error)}
    />
  );
}
