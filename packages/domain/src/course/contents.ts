import { PROGRESS } from '../constants/limits';

/** The content fields the course flow reads. */
export interface NavigableContent {
  id: number | string;
  isBlocked?: boolean | null;
  isReleased?: boolean | null;
  status?: { progress?: number | null } | null;
}

/** Only released and unblocked contents are navigable. */
export const isNavigable = (content: NavigableContent): boolean =>
  content.isReleased === true && !content.isBlocked;

const isComplete = (content: NavigableContent): boolean =>
  (content.status?.progress ?? PROGRESS.NOT_STARTED) >= PROGRESS.FINISHED;

/** The first unfinished navigable content, else the first. */
export function pickContentToContinue<T extends NavigableContent>(
  contents: readonly T[],
): T | undefined {
  return contents.find((content) => !isComplete(content) && isNavigable(content)) ?? contents[0];
}

/**
 * Why a content cannot open: not released yet; waiting for the one before it, still unfinished
 * (finishing a content reloads the list, which then unlocks the next); or blocked by the course's
 * author — the one before is finished, or there is none, and it stays locked.
 */
export type ContentLock = 'notReleased' | 'waiting' | 'blocked';

export function contentLockOf(
  content: NavigableContent,
  previous: NavigableContent | undefined,
): ContentLock | null {
  if (isNavigable(content)) return null;
  if (content.isReleased !== true) return 'notReleased';
  return previous !== undefined && !isComplete(previous) ? 'waiting' : 'blocked';
}

export interface ContentNavigation {
  previousIndex: number | null;
  currentIndex: number | null;
  nextIndex: number | null;
  lastIndex: number | null;
  /** The first content that is blocked or not released. */
  firstLockedIndex: number | null;
  isPreviousLocked: boolean;
  isNextLocked: boolean;
}

const indexOrNull = (index: number): number | null => (index >= 0 ? index : null);

const isLocked = (content: NavigableContent | undefined): boolean =>
  content !== undefined && !isNavigable(content);

/** Next is locked when the following content is not navigable. */
export function contentNavigation(
  contents: readonly NavigableContent[],
  currentId: number | string,
): ContentNavigation {
  const lastIndex = indexOrNull(contents.length - 1);
  const firstLockedIndex = indexOrNull(contents.findIndex((content) => !isNavigable(content)));
  const current = contents.findIndex((content) => String(content.id) === String(currentId));
  if (current < 0) {
    return {
      previousIndex: null,
      currentIndex: null,
      nextIndex: null,
      lastIndex,
      firstLockedIndex,
      isPreviousLocked: false,
      isNextLocked: false,
    };
  }
  const previousIndex = current > 0 ? current - 1 : null;
  const nextIndex = current < contents.length - 1 ? current + 1 : null;
  return {
    previousIndex,
    currentIndex: current,
    nextIndex,
    lastIndex,
    firstLockedIndex,
    isPreviousLocked: isLocked(contents[current - 1]),
    isNextLocked: isLocked(contents[current + 1]),
  };
}
