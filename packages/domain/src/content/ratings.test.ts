import { describe, expect, it } from 'vitest';
import { addRating, hasLiked, removeRating, toggleLike } from './ratings';
import type { Rating } from './ratings';

const ratings: Rating[] = [
  { id: 1, stars: 5, likes: [7] },
  { id: 2, stars: 3, message: 'Bom', likes: [] },
];

describe('toggleLike', () => {
  it('adds the like of a user who had not liked', () => {
    const next = toggleLike(ratings, 2, 7);
    expect(next[1]?.likes).toEqual([7]);
    expect(next[0]).toBe(ratings[0]);
  });

  it('removes the like of a user who had liked', () => {
    expect(toggleLike(ratings, 1, 7)[0]?.likes).toEqual([]);
  });

  it('toggling twice gives the list back, and an unknown rating changes nothing', () => {
    expect(toggleLike(toggleLike(ratings, 2, 9), 2, 9)).toEqual(ratings);
    expect(toggleLike(ratings, 99, 7)).toEqual(ratings);
    expect(ratings[1]?.likes).toEqual([]);
  });
});

describe('hasLiked', () => {
  it("tells whether the user's id is among the likes", () => {
    expect(hasLiked({ likes: [7] }, 7)).toBe(true);
    expect(hasLiked({ likes: [7] }, 8)).toBe(false);
  });
});

describe('addRating and removeRating', () => {
  it('put a created rating first', () => {
    expect(addRating(ratings, { id: 3, stars: 4, likes: [] }).map((rating) => rating.id)).toEqual([
      3, 1, 2,
    ]);
  });

  it('replace an older copy of the same rating', () => {
    expect(
      addRating(ratings, { id: 2, stars: 4, likes: [] }).map((rating) => [rating.id, rating.stars]),
    ).toEqual([
      [2, 4],
      [1, 5],
    ]);
  });

  it('remove a deleted rating', () => {
    expect(removeRating(ratings, 1).map((rating) => rating.id)).toEqual([2]);
    expect(removeRating(ratings, 99)).toEqual(ratings);
  });
});
