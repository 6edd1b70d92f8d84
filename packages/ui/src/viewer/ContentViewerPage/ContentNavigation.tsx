import { formatDateBR, type ContentLock } from '@decola/domain';
import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, LockIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { VIEWER_TEXT } from './viewerText';

/** Why the next content cannot open yet: the domain's `contentLockOf` of the next content. */
export type NextLock = ContentLock;

export type ContentNavigationProps = {
  /** Null on the first content. */
  previousHref?: string | null;
  /** Null on the last content, or when the next one is locked. */
  nextHref?: string | null;
  /** Next is locked when the following content is the first blocked one. */
  nextLock?: NextLock | null;
  /** When the next content, not released yet, will be (if known). */
  nextReleaseDate?: string | null;
  /** Whose contents: a course's (its author blocks them) or an event class's. */
  of?: 'course' | 'class';
};

function nextLockText(lock: NextLock, releaseDate: string | null | undefined, of: string) {
  const text = VIEWER_TEXT.nextLocked;
  if (lock === 'notReleased') {
    const date = formatDateBR(releaseDate);
    return date ? text.releasedOn(date) : text.notReleased;
  }
  if (lock === 'blocked') return of === 'class' ? text.blockedInClass : text.blocked;
  return text.waiting;
}

const linkClass = buttonVariants({ variant: 'secondary' });

/** Previous and next under the player; a locked next stays in place, disabled, saying why. */
export function ContentNavigation({
  previousHref,
  nextHref,
  nextLock,
  nextReleaseDate,
  of = 'course',
}: ContentNavigationProps) {
  const reasonId = useId();
  if (!previousHref && !nextHref && !nextLock) return null;
  return (
    <nav
      aria-label={VIEWER_TEXT.navigation}
      data-slot="content-navigation"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {previousHref ? (
        <Link href={previousHref} className={linkClass}>
          <ChevronLeftIcon size="sm" />
          {VIEWER_TEXT.previous}
        </Link>
      ) : (
        <span />
      )}
      {nextLock ? (
        <div className="ms-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
          <p id={reasonId} className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <LockIcon size="xs" />
            {nextLockText(nextLock, nextReleaseDate, of)}
          </p>
          <button type="button" disabled aria-describedby={reasonId} className={cn(linkClass)}>
            {VIEWER_TEXT.next}
            <ChevronRightIcon size="sm" />
          </button>
        </div>
      ) : (
        nextHref && (
          <Link href={nextHref} className={cn(linkClass, 'ms-auto')}>
            {VIEWER_TEXT.next}
            <ChevronRightIcon size="sm" />
          </Link>
        )
      )}
    </nav>
  );
}
