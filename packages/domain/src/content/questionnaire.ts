import { PROGRESS } from '../constants/limits';
import type { DateInput } from '../shared/dates';
import { parseDateTime } from '../shared/dates';

/** The questionnaire part of an exercise content. */
export interface QuestionnaireAttempt {
  id?: number | string;
  createdAt: string | null;
  finishedAt: string | null;
  questions: { corrects: number; answered: number };
}

export interface QuestionnaireContent {
  status: { progress: number | null };
  exercise: {
    maximumTime?: number | null;
    numberOfQuestions?: number;
    status: {
      doing: boolean;
      finished: boolean;
      userAttempts: number;
      questionnaire: QuestionnaireAttempt | null;
    };
  };
}

/** Generating a questionnaire starts a fresh attempt. */
export function startQuestionnaire<T extends QuestionnaireContent>(content: T, now: Date): T {
  const { status } = content.exercise;
  return {
    ...content,
    status: { ...content.status, progress: PROGRESS.NOT_STARTED },
    exercise: {
      ...content.exercise,
      status: {
        ...status,
        doing: true,
        finished: false,
        userAttempts: status.userAttempts + 1,
        questionnaire: {
          ...status.questionnaire,
          createdAt: now.toISOString(),
          finishedAt: null,
          questions: { corrects: 0, answered: 0 },
        },
      },
    },
  };
}

export function finishQuestionnaire<T extends QuestionnaireContent>(content: T, now: Date): T {
  const { status } = content.exercise;
  return {
    ...content,
    exercise: {
      ...content.exercise,
      status: {
        ...status,
        doing: false,
        finished: true,
        questionnaire: {
          createdAt: null,
          questions: { corrects: 0, answered: 0 },
          ...status.questionnaire,
          finishedAt: now.toISOString(),
        },
      },
    },
  };
}

/** Never below 0; the whole time before the start; null when untimed. */
export function remainingSeconds(
  { createdAt, maximumTime }: { createdAt?: DateInput | null; maximumTime?: number | null },
  now: DateInput,
): number | null {
  if (maximumTime == null || maximumTime <= 0) return null;
  const created = parseDateTime(createdAt);
  const current = parseDateTime(now);
  if (created === null || current === null) return Math.floor(maximumTime);
  const left = (created.getTime() + maximumTime * 1000 - current.getTime()) / 1000;
  return Math.max(0, Math.floor(left));
}

/** Questionnaire pages run from 1 to numberOfQuestions. */
export const questionnairePages = (numberOfQuestions: number): number[] =>
  Array.from({ length: Math.max(0, Math.floor(numberOfQuestions)) }, (_, index) => index + 1);

/** A finished questionnaire passes at the minimum; a failed one may be retried. */
export function questionnaireOutcome({
  corrects,
  minCorrectAnswers,
  userAttempts,
  attemptLimit,
}: {
  corrects: number;
  minCorrectAnswers: number;
  userAttempts: number;
  /** null: no limit. */
  attemptLimit: number | null;
}): { passed: boolean; attemptsLeft: number | null; canRetry: boolean } {
  const passed = corrects >= minCorrectAnswers;
  const attemptsLeft = attemptLimit === null ? null : Math.max(0, attemptLimit - userAttempts);
  return { passed, attemptsLeft, canRetry: !passed && (attemptsLeft === null || attemptsLeft > 0) };
}
