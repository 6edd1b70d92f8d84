import { cn } from '../../lib/cn';

type TrainingThumbnailProps = {
  imageURL?: string | null;
  /** A blocked training's picture is dimmed, as its card's. */
  blocked: boolean;
  className?: string;
};

/** A training's small 16:9 picture beside its title, which it repeats (`alt=""`). */
export function TrainingThumbnail({ imageURL, blocked, className }: TrainingThumbnailProps) {
  if (!imageURL) return null;
  return (
    <img
      src={imageURL}
      alt=""
      width={112}
      height={63}
      className={cn(
        'aspect-video h-auto shrink-0 rounded-control bg-surface-muted object-cover',
        blocked && 'opacity-60 grayscale',
        className,
      )}
    />
  );
}
