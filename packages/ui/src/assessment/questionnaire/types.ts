/** One alternative of a multiple-choice question (the contract's `Alternative`). */
export type QuestionnaireAlternative = { id: number; description: string };

/** A question as a page shows it: the contract's `Question`, its alternatives in screen order. */
export type QuestionnaireQuestionData = {
  id: number;
  description: string;
  /** 1 multiple choice, 2 descriptive (the contract's `QuestionType`). */
  type: 1 | 2;
  /** Already shuffled for this attempt: the page shows them in this order. */
  alternatives?: QuestionnaireAlternative[];
  /** The alternative the learner chose, once answered. */
  alternativeAnswered?: number | null;
  /** The right alternative, told once the question is answered. */
  correctAnswer?: number | null;
  /** The text of a descriptive answer, once sent. */
  answer?: string | null;
  status?: 'PENDING' | 'ANSWERED';
};

/** A page's answer being chosen or written: what the app keeps across a reload until it is sent. */
export type QuestionDraft = { alternativeId?: number | null; text?: string };
