import { Dialog } from '../../primitives/Dialog';
import { VideoPlayer } from '../../video/VideoPlayer';

/** A course's or event's `introductoryContent` (the contract's `IntroductoryContent`). */
export type IntroductoryVideo = {
  title?: string | null;
  /** The YouTube video id. */
  code?: string | null;
  thumbnail?: string | null;
};

export type IntroVideoModalProps = {
  open: boolean;
  /** Escape, the close button or a click outside; focus then returns to the play button. */
  onClose: () => void;
  /** The course's or event's title, the modal's title. */
  title: string;
  video: IntroductoryVideo | null | undefined;
  /** Length of the fallback player's playback, when YouTube's player cannot load. */
  fallbackDurationSeconds?: number;
};

/** The video starts at once; the learner pressed play to get here. */
export function IntroVideoModal({
  open,
  onClose,
  title,
  video,
  fallbackDurationSeconds,
}: IntroVideoModalProps) {
  const videoTitle = video?.title || `Vídeo de apresentação: ${title}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={video?.title || undefined}
      size="lg"
    >
      <VideoPlayer
        videoId={video?.code}
        title={videoTitle}
        posterURL={video?.thumbnail}
        autoPlay
        fallbackDurationSeconds={fallbackDurationSeconds}
      />
    </Dialog>
  );
}
