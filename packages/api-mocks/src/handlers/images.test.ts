import { initialsOf } from '@decola/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabase, setPersistence } from '../db/store';
import { demoImageSvg } from './images';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe("the demo's pictures of people", () => {
  it('an instructor’s photo shows their initials, never their id', () => {
    const withPhoto = database().instructors.filter((instructor) => instructor.image);
    expect(withPhoto.length).toBeGreaterThan(0);
    for (const instructor of withPhoto) {
      const svg = demoImageSvg('instructor', instructor.id);
      expect(svg).not.toContain(`#${instructor.id}`);
      expect(svg).toContain(`>${initialsOf(instructor.name)}</text>`);
    }
  });

  it('some instructors have no photo, so the portal’s own avatar draws their initials', () => {
    expect(database().instructors.some((instructor) => instructor.image === null)).toBe(true);
  });
});
