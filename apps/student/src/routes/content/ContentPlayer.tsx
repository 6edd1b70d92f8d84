import type { components } from '@decola/api-client';
import { CONTENT_KIND, InternalError, PROGRESS, resumePointOf } from '@decola/domain';
import {
  AudioPlayer,
  PdfViewer,
  ScormPlayer,
  VideoContentPlayer,
  type MediaHandle,
  type PlaybackState,
} from '@decola/ui';
import { useRef, useState, type RefObject } from 'react';
import { serverUrl } from '../../api/serverUrl';
import type { ContentProvider } from '../../viewer/provider';
import { useScormCommits } from '../../viewer/useScormCommits';
import { useScormPackage } from '../../viewer/useScormPackage';
import { ExerciseCover } from './ExerciseCover';
import { useResumeChoice } from './useResumeChoice';

type Content = components['schemas']['CourseContent'];

export type ContentPlayerProps = {
  provider: ContentProvider;
  content: Content;
  handleRef: RefObject<MediaHandle | null>;
  onPlaybackChange: (state: PlaybackState) => void;
  /** A SCORM package reported completion: every content reloads. */
  onCompleted: () => Promise<void>;
  /** A PDF moved to another page: it is the checkpoint. */
  onPageChange: (page: number) => void;
  onNoteShortcut: (position: number) => void;
};

/** The player of the content's kind (YouTube 1, SCORM 2, PDF 3, exercise 4, MP3 5). */
export function ContentPlayer({
  provider,
  content,
  handleRef,
  onPlaybackChange,
  onCompleted,
  onPageChange,
  onNoteShortcut,
}: ContentPlayerProps) {
  // The checkpoint as the content opened: the saves made while it plays must not ask again.
  const [resumeAt] = useState(() => resumePointOf(content.status.checkpoint));
  const commit = useScormCommits(
    provider,
    content.id,
    onCompleted,
    content.status.progress >= PROGRESS.FINISHED,
  );
  const title = content.title ?? '';
  // What the server names is played or framed only where it may come from (docs/security.md).
  const file = serverUrl(content.file) ?? '';
  const media = { handleRef, onPlaybackChange };
  const playerBox = useRef<HTMLDivElement>(null);
  const resume = useResumeChoice(
    handleRef,
    playerBox,
    resumeAt,
    onPlaybackChange,
    content.duration,
  );
  const scormPackage = useScormPackage(content.type === CONTENT_KIND.SCORM ? file || null : null);
  switch (content.type) {
    case CONTENT_KIND.YOUTUBE:
      // Without YouTube (offline, or the video refused), the content's own file plays instead.
      return (
        <div ref={playerBox} className="flex flex-col gap-3">
          {resume.prompt}
          <VideoContentPlayer
            handleRef={handleRef}
            onPlaybackChange={resume.onPlaybackChange}
            onDurationChange={resume.onDurationChange}
            listedDuration={content.duration}
            startAt={resume.startAt}
            videoId={content.code}
            fallbackSrc={file || undefined}
            posterURL={serverUrl(content.thumbnail)}
            title={title}
            onNoteShortcut={onNoteShortcut}
          />
        </div>
      );
    case CONTENT_KIND.MP3:
      return (
        <div ref={playerBox} className="flex flex-col gap-3">
          {resume.prompt}
          <AudioPlayer
            handleRef={handleRef}
            onPlaybackChange={resume.onPlaybackChange}
            onDurationChange={resume.onDurationChange}
            listedDuration={content.duration}
            startAt={resume.startAt}
            src={file}
            title={title}
            onNoteShortcut={onNoteShortcut}
          />
        </div>
      );
    case CONTENT_KIND.PDF:
      // A PDF opens on the page reached, without asking.
      return (
        <PdfViewer
          {...media}
          startAt={resumeAt ?? undefined}
          src={file}
          title={title}
          onPageChange={onPageChange}
        />
      );
    case CONTENT_KIND.SCORM:
      return (
        <ScormPlayer
          opening={scormPackage.opening}
          onRetry={scormPackage.retry}
          title={title}
          checkpoints={content.status.scormCheckpoints ?? []}
          onCommit={(pairs) => {
            commit(pairs).catch((error: unknown) => console.warn('scorm', error));
          }}
        />
      );
    case CONTENT_KIND.EXERCISE:
      return <ExerciseCover provider={provider} content={content} />;
    default:
      throw new InternalError('CONTENT_STATE_NOT_READY');
  }
}
