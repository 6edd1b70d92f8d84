import { describe, expect, it } from 'vitest';
import type { ContentDoubt } from '../types';
import { threadOf } from './threadOf';

const doubt = (id: number, createdAt: string, responseId: number | null = null): ContentDoubt => ({
  id,
  title: `Dúvida ${id}`,
  description: '',
  createdAt,
  responseId,
});

describe('threadOf', () => {
  it('keeps the first doubts in the list order, each with its follow-ups oldest first', () => {
    const list = [
      doubt(3, '2026-11-03T10:00:00Z'),
      doubt(5, '2026-11-05T10:00:00Z', 1),
      doubt(1, '2026-11-01T10:00:00Z'),
      doubt(4, '2026-11-04T10:00:00Z', 1),
    ];
    const thread = threadOf(list);
    expect(thread.map((root) => root.id)).toEqual([3, 1]);
    expect(thread[0]?.followUps).toEqual([]);
    expect(thread[1]?.followUps.map((followUp) => followUp.id)).toEqual([4, 5]);
  });

  it('hangs a reply to a reply on the first doubt of its chain', () => {
    const thread = threadOf([
      doubt(1, '2026-11-01T10:00:00Z'),
      doubt(2, '2026-11-02T10:00:00Z', 1),
      doubt(3, '2026-11-03T10:00:00Z', 2),
    ]);
    expect(thread).toHaveLength(1);
    expect(thread[0]?.followUps.map((followUp) => followUp.id)).toEqual([2, 3]);
  });

  it('shows a reply whose doubt is not in the list as a first doubt', () => {
    const thread = threadOf([doubt(7, '2026-11-07T10:00:00Z', 99)]);
    expect(thread.map((root) => root.id)).toEqual([7]);
  });

  it('orders follow-ups of one instant by id', () => {
    const same = '2026-11-02T10:00:00Z';
    const thread = threadOf([doubt(1, same), doubt(9, same, 1), doubt(8, same, 1)]);
    expect(thread[0]?.followUps.map((followUp) => followUp.id)).toEqual([8, 9]);
  });

  it('ends on a cycle of replies, each doubt shown once', () => {
    const thread = threadOf([
      doubt(1, '2026-11-01T10:00:00Z', 2),
      doubt(2, '2026-11-02T10:00:00Z', 1),
    ]);
    const shown = thread.flatMap((root) => [root.id, ...root.followUps.map(({ id }) => id)]);
    expect(shown.toSorted()).toEqual([1, 2]);
  });
});
