/** A doubt as the contract's `Doubt` has it, with its instructor answer. */
export type ContentDoubt = {
  id: number;
  title: string;
  description: string;
  userName?: string;
  userImage?: string | null;
  createdAt: string;
  response?: { id: number; message: string; userName?: string; createdAt: string } | null;
  /** The doubt this one follows up, when it is a reply. */
  responseId?: number | null;
};

export type DoubtValues = { title: string; description: string };
