/** The fields of a pill the viewer's rules read (spec 1 §3). */
export interface PillWatchState {
  id: number | string;
  isWatched?: boolean | null;
}

/**
 * spec 1 §4: a pill is marked watched once, only if not yet watched, when its video starts.
 * `markedIds` holds the pills already marked while the viewer is open, so a pill started again
 * (replayed, or reached again with the arrows) before the list is reloaded is not sent twice.
 */
export function shouldMarkPillWatched(
  pill: PillWatchState,
  markedIds: ReadonlySet<number | string>,
): boolean {
  return !pill.isWatched && !markedIds.has(pill.id);
}

/**
 * spec 1 §2: the viewer's previous and next arrows wrap around — next on the last pill goes to the
 * first, previous on the first to the last.
 */
export function pillViewerIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * spec 1 §2: the next video plays when one ends. After the last pill the viewer stops there
 * (null) instead of starting the list over, so it never loops through pills already seen.
 */
export function pillToPlayAfter(endedIndex: number, count: number): number | null {
  return endedIndex + 1 < count ? endedIndex + 1 : null;
}
