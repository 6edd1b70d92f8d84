/** The fields of a pill the card and the viewer show (the contract's `Pill`). */
export type Pill = {
  id: number | string;
  title: string;
  /** The video link; its last path segment is the video id. */
  url: string;
  imageURL?: string | null;
  isWatched: boolean;
  /** The linked course: the viewer shows 'ver treinamento'. */
  idCourse?: number | null;
};
