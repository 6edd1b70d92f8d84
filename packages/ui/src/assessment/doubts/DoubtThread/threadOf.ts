import type { ContentDoubt } from '../types';

export type DoubtWithFollowUps = ContentDoubt & { followUps: ContentDoubt[] };

const oldestFirst = (a: ContentDoubt, b: ContentDoubt) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** The doubts as a thread: each first doubt, in the list's order, with its follow-ups, oldest first. */
export function threadOf(doubts: readonly ContentDoubt[]): DoubtWithFollowUps[] {
  const ids = new Set(doubts.map((doubt) => doubt.id));
  const rootOf = (doubt: ContentDoubt): number => {
    let current = doubt;
    const seen = new Set<number>();
    while (current.responseId != null && ids.has(current.responseId) && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = doubts.find((candidate) => candidate.id === current.responseId);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  const followUps = new Map<number, ContentDoubt[]>();
  const roots: ContentDoubt[] = [];
  for (const doubt of doubts) {
    const root = rootOf(doubt);
    if (root === doubt.id) roots.push(doubt);
    else followUps.set(root, [...(followUps.get(root) ?? []), doubt]);
  }
  return roots.map((root) => ({
    ...root,
    followUps: (followUps.get(root.id) ?? []).toSorted(oldestFirst),
  }));
}
