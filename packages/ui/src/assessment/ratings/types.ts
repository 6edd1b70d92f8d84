/** A rating of a content as the contract's `Rating` has it. */
export type ContentRating = {
  id: number;
  stars: number;
  message?: string | null;
  /** The ids of the users who liked it. */
  likes: readonly number[];
  userID: number;
  userName: string;
  userImage?: string | null;
  createdAt: string;
};

/** A rating being written: what the app keeps across a reload until it is sent. */
export type RatingDraft = { stars: number; message: string };
