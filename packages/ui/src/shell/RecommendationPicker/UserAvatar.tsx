import { useState } from 'react';
import { cn } from '../../lib/cn';

/** The first letters of the first and last names: 'Carlos Eduardo Lima' → 'CL'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A person's photo, or their initials when there is none or it fails to load. Decorative: the
 * name is always written beside it.
 */
export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn('size-10 shrink-0 rounded-full', className);
  if (image && failed !== image) {
    return (
      <img
        src={image}
        alt=""
        width={40}
        height={40}
        onError={() => setFailed(image)}
        className={cn(classes, 'object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-slot="avatar-initials"
      className={cn(
        classes,
        'flex items-center justify-center bg-primary text-sm font-bold text-on-primary',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
