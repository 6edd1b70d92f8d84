import { describe, expect, it } from 'vitest';
import {
  accountDrafts,
  draftKey,
  DRAFT_RETENTION_MS,
  isEmptyDraft,
  isExpiredDraft,
  type DraftRecord,
} from './drafts';

const record = (account: string, place: string, savedAt: number): DraftRecord<string> => ({
  key: draftKey(account, place),
  account,
  place,
  value: 'texto',
  savedAt,
});

describe('drafts (a form being filled in survives a reload, for its account only)', () => {
  it('keys one draft per account and form', () => {
    expect(draftKey('k1', 'note/course:1/content:2')).toBe('k1/note/course:1/content:2');
    expect(draftKey('k1', 'x')).not.toBe(draftKey('k2', 'x'));
  });

  it('has nothing to keep when nothing is chosen and only blanks are typed', () => {
    expect(isEmptyDraft({ title: '', description: '  \n' })).toBe(true);
    expect(isEmptyDraft({ stars: 0, message: '' })).toBe(true);
    expect(isEmptyDraft({ alternativeId: null })).toBe(true);
    expect(isEmptyDraft(null)).toBe(true);
    // A draft that is one value of its own (a text, a number) is something to keep.
    expect(isEmptyDraft('nota')).toBe(false);
    expect(isEmptyDraft(3)).toBe(false);
    expect(isEmptyDraft({ title: 'Dúvida', description: '' })).toBe(false);
    expect(isEmptyDraft({ stars: 4, message: '' })).toBe(false);
    expect(isEmptyDraft({ alternativeId: 12 })).toBe(false);
    expect(isEmptyDraft({ seconds: 0, text: 'nota' })).toBe(false);
  });

  it('drops a draft untouched for more than seven days', () => {
    expect(isExpiredDraft({ savedAt: 0 }, DRAFT_RETENTION_MS)).toBe(false);
    expect(isExpiredDraft({ savedAt: 0 }, DRAFT_RETENTION_MS + 1)).toBe(true);
  });

  it("gives an account its own drafts only, never another account's", () => {
    const now = DRAFT_RETENTION_MS * 2;
    const kept = accountDrafts(
      [record('a', 'x', now), record('b', 'x', now), record('a', 'old', 0)],
      'a',
      now,
    );
    expect(kept.map((draft) => draft.key)).toEqual(['a/x']);
  });
});
