/** A rating with the ids of the users who liked it. */
export interface Rating {
  id: number | string;
  stars: number;
  message?: string | null;
  likes: ReadonlyArray<number | string>;
  userName?: string;
  userImage?: string | null;
  createdAt?: string;
  userID?: number | string;
}

export const hasLiked = (rating: Pick<Rating, 'likes'>, userId: number | string): boolean =>
  rating.likes.includes(userId);

/** `hasLiked` before the toggle tells which call to make. */
export function toggleLike<T extends Rating>(
  ratings: readonly T[],
  ratingId: Rating['id'],
  userId: number | string,
): T[] {
  return ratings.map((rating) =>
    rating.id !== ratingId
      ? rating
      : {
          ...rating,
          likes: hasLiked(rating, userId)
            ? rating.likes.filter((id) => id !== userId)
            : [...rating.likes, userId],
        },
  );
}

/** A created rating goes first (replacing an older copy of itself). */
export const addRating = <T extends Rating>(ratings: readonly T[], rating: T): T[] => [
  rating,
  ...ratings.filter((existing) => existing.id !== rating.id),
];

/** Deleting removes the rating from the list. */
export const removeRating = <T extends Rating>(
  ratings: readonly T[],
  ratingId: Rating['id'],
): T[] => ratings.filter((rating) => rating.id !== ratingId);
