import { describe, expect, it } from 'vitest';
import { contentLockOf, contentNavigation, isNavigable, pickContentToContinue } from './contents';
import type { NavigableContent } from './contents';

const content = (id: number, fields: Partial<NavigableContent> = {}): NavigableContent => ({
  id,
  isReleased: true,
  isBlocked: false,
  status: { progress: 0 },
  ...fields,
});

describe('isNavigable', () => {
  it('needs a released, unblocked content', () => {
    expect(isNavigable(content(1))).toBe(true);
    expect(isNavigable(content(1, { isBlocked: true }))).toBe(false);
    expect(isNavigable(content(1, { isReleased: false }))).toBe(false);
    expect(isNavigable(content(1, { isReleased: null, isBlocked: null }))).toBe(false);
  });
});

describe('pickContentToContinue', () => {
  it('opens the first content not at 100 %, not blocked and released', () => {
    const contents = [
      content(1, { status: { progress: 100 } }),
      content(2, { isBlocked: true }),
      content(3, { isReleased: false }),
      content(4, { status: { progress: 99 } }),
      content(5),
    ];
    expect(pickContentToContinue(contents)?.id).toBe(4);
  });

  it('counts a content without status as not started', () => {
    expect(
      pickContentToContinue([
        content(1, { status: { progress: 100 } }),
        content(2, { status: null }),
      ])?.id,
    ).toBe(2);
    expect(pickContentToContinue([content(1, { status: { progress: null } })])?.id).toBe(1);
  });

  it('opens the first content when every one is done or locked', () => {
    const contents = [content(1, { status: { progress: 100 } }), content(2, { isBlocked: true })];
    expect(pickContentToContinue(contents)?.id).toBe(1);
  });

  it('has nothing to open in a course without contents', () => {
    expect(pickContentToContinue([])).toBeUndefined();
  });
});

describe('contentNavigation', () => {
  const contents = [
    content(10),
    content(11),
    content(12),
    content(13, { isBlocked: true }),
    content(14),
  ];

  it('computes previous, current, next, last and first-locked indices', () => {
    expect(contentNavigation(contents, 11)).toEqual({
      previousIndex: 0,
      currentIndex: 1,
      nextIndex: 2,
      lastIndex: 4,
      firstLockedIndex: 3,
      isPreviousLocked: false,
      isNextLocked: false,
    });
  });

  it('locks next when the following content is the first blocked one', () => {
    expect(contentNavigation(contents, 12)).toMatchObject({ nextIndex: 3, isNextLocked: true });
  });

  it('marks a locked previous content', () => {
    expect(contentNavigation(contents, 14)).toMatchObject({
      previousIndex: 3,
      isPreviousLocked: true,
      nextIndex: null,
    });
  });

  it('has no previous at the start and no next at the end', () => {
    expect(contentNavigation(contents, 10)).toMatchObject({
      previousIndex: null,
      isPreviousLocked: false,
    });
    expect(contentNavigation(contents, '14')).toMatchObject({
      currentIndex: 4,
      nextIndex: null,
      isNextLocked: false,
    });
  });

  it('knows no current content for an unknown id, and no locked one when all are open', () => {
    expect(contentNavigation([content(1), content(2)], 99)).toEqual({
      previousIndex: null,
      currentIndex: null,
      nextIndex: null,
      lastIndex: 1,
      firstLockedIndex: null,
      isPreviousLocked: false,
      isNextLocked: false,
    });
    expect(contentNavigation([], 1)).toMatchObject({ lastIndex: null, firstLockedIndex: null });
  });

  it('treats an unreleased content as locked too', () => {
    expect(contentNavigation([content(1), content(2, { isReleased: false })], 1)).toMatchObject({
      firstLockedIndex: 1,
      isNextLocked: true,
    });
  });
});

describe('contentLockOf', () => {
  const open = { id: 1, isReleased: true, isBlocked: false, status: { progress: 40 } };
  const done = { id: 2, isReleased: true, isBlocked: false, status: { progress: 100 } };
  const blocked = { id: 3, isReleased: true, isBlocked: true, status: { progress: 0 } };
  const unreleased = { id: 4, isReleased: false, isBlocked: true, status: null };

  it('an open content has no lock', () => {
    expect(contentLockOf(open, done)).toBeNull();
  });

  it('a content not released yet says so, whatever comes before it', () => {
    expect(contentLockOf(unreleased, done)).toBe('notReleased');
    expect(contentLockOf(unreleased, open)).toBe('notReleased');
  });

  it('a blocked content after an unfinished one waits for it', () => {
    expect(contentLockOf(blocked, open)).toBe('waiting');
    expect(contentLockOf(blocked, { ...blocked, id: 5 })).toBe('waiting');
  });

  it('a blocked content after a finished one, or first, is blocked by the author', () => {
    expect(contentLockOf(blocked, done)).toBe('blocked');
    expect(contentLockOf(blocked, undefined)).toBe('blocked');
  });
});
