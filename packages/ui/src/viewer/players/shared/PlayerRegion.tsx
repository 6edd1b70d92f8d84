import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../lib/focusRing';
import { MediaControls } from './MediaControls';
import type { MediaPlayback } from './useMediaElement';
import { useMediaShortcuts } from './useMediaShortcuts';

export type PlayerRegionProps = {
  /** The content's title: the region's name. */
  title: string;
  playback: MediaPlayback;
  /** 'n' in the player: the app opens a note at this second. */
  onNoteShortcut?: (position: number) => void;
  /** Said in place of the controls when the media cannot load. */
  errorMessage: string;
  /** The media and what goes above the controls. */
  children: ReactNode;
  'data-slot': string;
  className?: string;
};

/**
 * A player of the viewer: a region named by the content's title that holds its keyboard shortcuts
 * (so typing elsewhere never triggers them), the media, then our controls or the load error.
 */
export function PlayerRegion({
  title,
  playback,
  onNoteShortcut,
  errorMessage,
  children,
  className,
  ...data
}: PlayerRegionProps) {
  const shortcuts = useMediaShortcuts({
    toggle: playback.toggle,
    seekBy: playback.seekBy,
    position: playback.handle.position,
    onNoteShortcut,
  });
  return (
    <section
      aria-label={title}
      data-status={playback.status}
      data-playing={playback.playing}
      // Clicking the player's surface brings its keys here, without a stop in the Tab order.
      tabIndex={-1}
      className={cn(
        'flex flex-col gap-1 rounded-card border border-line bg-surface shadow-sm',
        focusRing,
        className,
      )}
      {...data}
      {...shortcuts}
    >
      {children}
      {playback.status === 'error' ? (
        <p role="alert" className="px-4 py-3 text-sm text-danger">
          {errorMessage}
        </p>
      ) : (
        <MediaControls playback={playback} withNote={onNoteShortcut !== undefined} />
      )}
    </section>
  );
}
