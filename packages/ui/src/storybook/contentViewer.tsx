// The content viewer's stories: the page composed as the app composes it, with a poster in the
// player's place, and the parts their plays look into.
import { useState } from 'react';
import { fn, within } from 'storybook/test';
import { READY } from '../lib/asyncState';
import { Button } from '../primitives/Button';
import { ContentList } from '../viewer/ContentList';
import { ContentViewerPage, type ContentViewerPageProps } from '../viewer/ContentViewerPage';
import { NotesPanel, type NotesPanelProps } from '../viewer/NotesPanel';
import {
  VIEWER_COURSE,
  storyCourseContents,
  viewerComplements,
  viewerContentHref,
  viewerCourseHref,
  viewerDescription,
  viewerInstructors,
  viewerNotes,
  viewerPoster,
} from './fixtures/viewer';

/** The player's place: the content's poster. */
function StoryPlayer({ title }: { title: string }) {
  return (
    <img
      src={viewerPoster}
      alt={title}
      width={640}
      height={360}
      className="aspect-video w-full rounded-card bg-line object-cover"
    />
  );
}

/** A part that throws as it renders: what a malformed answer makes the browser throw. */
export function BrokenPart(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'file')");
}

const parent = { title: VIEWER_COURSE.title, href: viewerCourseHref };

/** The course's contents beside the player, `currentId` marked as the one shown. */
const contentList = (currentId: number, progress?: number[]) => (
  <ContentList
    contents={storyCourseContents(progress)}
    currentId={currentId}
    hrefOf={viewerContentHref}
  />
);

/** The notes tab with the story's notes, at the player's times; `props` drive the field. */
const notesPanel = (props: Partial<NotesPanelProps> = {}) => (
  <NotesPanel
    notes={viewerNotes}
    positionKind="time"
    composingAt={null}
    onCompose={fn()}
    onCancelCompose={fn()}
    onCreate={fn()}
    onUpdate={fn()}
    onDelete={fn()}
    onSeek={fn()}
    {...props}
  />
);

export type ViewerStoryProps = ContentViewerPageProps & {
  currentId?: number;
  progress?: number[];
};

/** The page as the app composes it: the list and notes in their slots, a poster as the player. */
export function ComposedViewer({ currentId = 502, progress, ...props }: ViewerStoryProps) {
  const current = storyCourseContents(progress).find((content) => content.id === currentId);
  return (
    <ContentViewerPage
      parent={parent}
      content={current ? { title: current.title ?? '', description: viewerDescription } : null}
      player={<StoryPlayer title={current?.title ?? ''} />}
      contentList={contentList(currentId, progress)}
      complements={viewerComplements}
      instructors={viewerInstructors}
      notes={notesPanel()}
      {...props}
    />
  );
}

/**
 * The app's 'n' shortcut (a button here, in the player's place): the notes tab opens with the
 * field at the player's time, and the field has focus though its tab was hidden a moment before.
 */
export function NoteFromShortcut() {
  const [tab, setTab] = useState('description');
  const [composingAt, setComposingAt] = useState<number | null>(null);
  return (
    <ContentViewerPage
      state={READY}
      parent={parent}
      content={{ title: 'Análise de risco', description: viewerDescription }}
      player={
        <div className="flex flex-col gap-3">
          <StoryPlayer title="Análise de risco" />
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              setComposingAt(83);
              setTab('notes');
            }}
          >
            Tecla n
          </Button>
        </div>
      }
      contentList={contentList(502)}
      notes={notesPanel({
        composingAt,
        onCompose: () => setComposingAt(83),
        onCancelCompose: () => setComposingAt(null),
      })}
      tab={tab}
      onTabChange={setTab}
    />
  );
}

/** The names of the tabs under the player, in order. */
export const tabNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tablist', { name: 'Sobre o conteúdo' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** The previous and next buttons under the player. */
export const navigationOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Navegação entre conteúdos' }));

/** The list of the course's contents beside the player. */
export const contentListOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Conteúdos do curso' }));
