/** The fields of a pill the viewer's rules read. */
export interface PillWatchState {
  id: number | string;
  isWatched?: boolean | null;
}

/** Once, when the video starts; `markedIds` keeps a replay from sending it again. */
export function shouldMarkPillWatched(
  pill: PillWatchState,
  markedIds: ReadonlySet<number | string>,
): boolean {
  return !pill.isWatched && !markedIds.has(pill.id);
}

/** The viewer's arrows wrap around. */
export function pillViewerIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** The next video plays when one ends; after the last it stops, never looping. */
export function pillToPlayAfter(endedIndex: number, count: number): number | null {
  return endedIndex + 1 < count ? endedIndex + 1 : null;
}
