import { initialsOf } from '@decola/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import { cn } from '../../lib/cn';

const avatarVariants = cva('shrink-0 rounded-full', {
  variants: {
    size: {
      sm: 'size-9 text-sm',
      md: 'size-10 text-sm',
      lg: 'size-11 text-sm',
      xl: 'size-14 text-sm',
      /** The profile's header. */
      '2xl': 'size-24 text-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

/** The photo's intrinsic size, so its box is known before it loads. */
const PIXELS = { sm: 36, md: 40, lg: 44, xl: 56, '2xl': 96 } as const;

export type AvatarProps = VariantProps<typeof avatarVariants> & {
  /** The photo's address; without one, or when it fails to load, the initials show. */
  image?: string | null;
  /** The name written beside the avatar, which the initials come from. */
  name: string;
  className?: string;
};

/**
 * A person's photo, or the initials of their name on the template's colour when there is none or
 * it fails to load. Decorative: the name is always written beside it.
 */
export function Avatar({ image, name, size, className }: AvatarProps) {
  // Remembers which address failed, so a new photo gets its own chance to load.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const classes = cn(avatarVariants({ size }), className);
  if (image && image !== failedImage) {
    const pixels = PIXELS[size ?? 'md'];
    return (
      <img
        src={image}
        alt=""
        width={pixels}
        height={pixels}
        data-slot="avatar-image"
        onError={() => setFailedImage(image)}
        className={cn(classes, 'bg-surface-muted object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-slot="avatar-initials"
      className={cn(
        classes,
        'flex items-center justify-center bg-primary font-bold text-on-primary',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
