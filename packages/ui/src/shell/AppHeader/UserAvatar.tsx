import { useState } from 'react';
import { cn } from '../../lib/cn';
import { initialsOf } from './headerItems';

export type UserAvatarProps = {
  /** The photo's address; without one, or when it fails to load, the initials show. */
  image?: string | null;
  /** The name the initials come from. */
  name: string;
  className?: string;
};

/**
 * The learner's photo, or their initials on the template's colour when there is none or it fails
 * to load. Always decorative: the name is written beside it.
 */
export function UserAvatar({ image, name, className }: UserAvatarProps) {
  // Remembers which address failed, so a new photo gets its own chance to load.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const base = cn('size-9 shrink-0 rounded-full', className);
  if (image && image !== failedImage) {
    return (
      <img
        src={image}
        alt=""
        data-slot="avatar-image"
        onError={() => setFailedImage(image)}
        className={cn(base, 'bg-surface-muted object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-slot="avatar-initials"
      className={cn(
        base,
        'flex items-center justify-center bg-primary text-sm font-bold text-on-primary',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
