import { ContentList, ContentViewerPage, VIEWER_TEXT, type MediaHandle } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { serverUrl } from '../../api/serverUrl';
import { contentQuery } from '../../api/contents';
import { asyncStateOf } from '../../api/asyncState';
import { AreaBoundary } from '../../common/AreaBoundary';
import type { ContentProvider } from '../../viewer/provider';
import { useContentProgress } from '../../viewer/useContentProgress';
import { useParent } from '../../viewer/useParent';
import { useViewer } from '../../viewer/useViewer';
import { ContentPlayer } from './ContentPlayer';
import { DoubtsArea } from './DoubtsArea';
import { NotesArea } from './NotesArea';
import { RatingsArea } from './RatingsArea';
import { useReopenDraft } from './useReopenDraft';

/** The tabs only a course's contents have. */
const COURSE_TABS = [
  { id: 'ratings', Area: RatingsArea },
  { id: 'doubts', Area: DoubtsArea },
] as const;

/** The player, the contents beside it, its tabs below. */
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
  // The ratings and doubts load once their tab is first opened, not with every content.
  const [openedTabs, setOpenedTabs] = useState<ReadonlySet<string>>(() => new Set([tab]));
  const openTab = (id: string) => {
    setTab(id);
    setOpenedTabs((opened) => (opened.has(id) ? opened : new Set(opened).add(id)));
  };
  const [composingAt, setComposingAt] = useState<number | null>(null);
  const complements = useQuery({
    ...contentQuery.complements(provider.owner, contentId),
    enabled: content !== undefined,
  });
  const instructors = useQuery({
    ...contentQuery.instructors(provider.owner, contentId),
    enabled: content !== undefined,
  });

  useReopenDraft({ owner: provider.owner, contentId }, provider.courseId !== null, {
    note: (seconds) => {
      setComposingAt(seconds);
      openTab('notes');
    },
    tab: openTab,
  });

  /** 'Anotar' and the 'n' shortcut: the player pauses where the note will be. */
  const compose = (position?: number) => {
    handleRef.current?.pause();
    setComposingAt(Math.max(0, Math.floor(position ?? handleRef.current?.position() ?? 0)));
    openTab('notes');
  };

  return (
    <ContentViewerPage
      state={viewer.state}
      notFound={viewer.notFound}
      parent={parent}
      content={content ? { title: content.title ?? '', description: content.description } : null}
      previousHref={viewer.previousHref}
      nextHref={viewer.nextHref}
      nextLock={viewer.nextLock}
      nextReleaseDate={viewer.nextReleaseDate}
      of={provider.courseId === null ? 'class' : 'course'}
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
            state={asyncStateOf(viewer.contents)}
          />
        </AreaBoundary>
      }
      complements={(complements.data ?? []).flatMap((complement) => {
        // A complement whose address the portal may not link to is not offered at all.
        const file = serverUrl(complement.file);
        return file ? [{ ...complement, file }] : [];
      })}
      complementsState={asyncStateOf(complements)}
      instructors={instructors.data ?? []}
      instructorsState={asyncStateOf(instructors)}
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
      extraTabs={
        // An event's contents have no ratings or doubts ('Not implemented').
        content && provider.courseId !== null
          ? COURSE_TABS.map(({ id, Area }) => ({
              id,
              label: VIEWER_TEXT[id],
              panel: (
                <AreaBoundary text={VIEWER_TEXT.panelError(VIEWER_TEXT[id])}>
                  <Area owner={provider.owner} contentId={contentId} opened={openedTabs.has(id)} />
                </AreaBoundary>
              ),
            }))
          : []
      }
      tab={tab}
      onTabChange={openTab}
      onPanelError={(error) => console.error(error)}
    />
  );
}
