import { describe, expect, it } from 'vitest';
import {
  finishQuestionnaire,
  questionnaireOutcome,
  questionnairePages,
  remainingSeconds,
  startQuestionnaire,
} from './questionnaire';
import type { QuestionnaireContent } from './questionnaire';

const NOW = new Date('2024-06-15T10:00:00.000Z');

const content: QuestionnaireContent & { id: number } = {
  id: 8,
  status: { progress: 100 },
  exercise: {
    maximumTime: 600,
    numberOfQuestions: 3,
    status: {
      doing: false,
      finished: true,
      userAttempts: 2,
      questionnaire: {
        id: 41,
        createdAt: '2024-06-01T10:00:00.000Z',
        finishedAt: '2024-06-01T10:08:00.000Z',
        questions: { corrects: 2, answered: 3 },
      },
    },
  },
};

describe('startQuestionnaire', () => {
  it('resets progress, sets doing, counts an attempt and starts a fresh attempt now', () => {
    const started = startQuestionnaire(content, NOW);
    expect(started.id).toBe(8);
    expect(started.status.progress).toBe(0);
    expect(started.exercise.maximumTime).toBe(600);
    expect(started.exercise.status).toEqual({
      doing: true,
      finished: false,
      userAttempts: 3,
      questionnaire: {
        id: 41,
        createdAt: '2024-06-15T10:00:00.000Z',
        finishedAt: null,
        questions: { corrects: 0, answered: 0 },
      },
    });
    expect(content.exercise.status.userAttempts).toBe(2);
  });

  it('starts the first attempt of a content that never had one', () => {
    const fresh = {
      ...content,
      exercise: {
        ...content.exercise,
        status: { doing: false, finished: false, userAttempts: 0, questionnaire: null },
      },
    };
    expect(startQuestionnaire(fresh, NOW).exercise.status).toEqual({
      doing: true,
      finished: false,
      userAttempts: 1,
      questionnaire: {
        createdAt: '2024-06-15T10:00:00.000Z',
        finishedAt: null,
        questions: { corrects: 0, answered: 0 },
      },
    });
  });
});

describe('finishQuestionnaire', () => {
  it('clears doing, sets finished and records the finish time', () => {
    const finished = finishQuestionnaire(
      startQuestionnaire(content, NOW),
      new Date('2024-06-15T10:05:00.000Z'),
    );
    expect(finished.exercise.status).toMatchObject({
      doing: false,
      finished: true,
      userAttempts: 3,
    });
    expect(finished.exercise.status.questionnaire).toEqual({
      id: 41,
      createdAt: '2024-06-15T10:00:00.000Z',
      finishedAt: '2024-06-15T10:05:00.000Z',
      questions: { corrects: 0, answered: 0 },
    });
    expect(finished.status.progress).toBe(0);
  });

  it('records the finish even without a started attempt', () => {
    const none = {
      ...content,
      exercise: {
        ...content.exercise,
        status: { doing: true, finished: false, userAttempts: 1, questionnaire: null },
      },
    };
    expect(finishQuestionnaire(none, NOW).exercise.status.questionnaire).toEqual({
      createdAt: null,
      finishedAt: '2024-06-15T10:00:00.000Z',
      questions: { corrects: 0, answered: 0 },
    });
  });
});

describe('remainingSeconds', () => {
  const createdAt = '2024-06-15T10:00:00.000Z';

  it('is creation time plus maximumTime seconds minus now', () => {
    expect(
      remainingSeconds({ createdAt, maximumTime: 600 }, new Date('2024-06-15T10:00:00.000Z')),
    ).toBe(600);
    expect(
      remainingSeconds({ createdAt, maximumTime: 600 }, new Date('2024-06-15T10:09:59.500Z')),
    ).toBe(0);
    expect(
      remainingSeconds({ createdAt, maximumTime: 600 }, new Date('2024-06-15T10:04:30.000Z')),
    ).toBe(330);
  });

  it('never goes below 0 once the time is over', () => {
    expect(
      remainingSeconds({ createdAt, maximumTime: 600 }, new Date('2024-06-15T10:10:00.000Z')),
    ).toBe(0);
    expect(
      remainingSeconds({ createdAt, maximumTime: 600 }, new Date('2024-06-15T11:00:00.000Z')),
    ).toBe(0);
  });

  it('is the whole time before the questionnaire starts', () => {
    expect(remainingSeconds({ createdAt: null, maximumTime: 600 }, NOW)).toBe(600);
    expect(remainingSeconds({ maximumTime: 90.5 }, NOW)).toBe(90);
  });

  it('falls back to the whole time when now is not a real date', () => {
    expect(remainingSeconds({ createdAt, maximumTime: 600 }, 'agora')).toBe(600);
  });

  it('is null for an untimed questionnaire', () => {
    expect(remainingSeconds({ createdAt, maximumTime: 0 }, NOW)).toBeNull();
    expect(remainingSeconds({ createdAt, maximumTime: null }, NOW)).toBeNull();
    expect(remainingSeconds({ createdAt }, NOW)).toBeNull();
  });
});

describe('questionnairePages', () => {
  it('runs from 1 to numberOfQuestions', () => {
    expect(questionnairePages(3)).toEqual([1, 2, 3]);
    expect(questionnairePages(1)).toEqual([1]);
    expect(questionnairePages(0)).toEqual([]);
    expect(questionnairePages(-2)).toEqual([]);
  });
});

describe('questionnaireOutcome', () => {
  const rules = { minCorrectAnswers: 3, userAttempts: 1, attemptLimit: 3 };

  it('passes at the minimum and offers no retry', () => {
    expect(questionnaireOutcome({ ...rules, corrects: 3 })).toEqual({
      passed: true,
      attemptsLeft: 2,
      canRetry: false,
    });
  });

  it('fails below the minimum and offers a retry while attempts remain', () => {
    expect(questionnaireOutcome({ ...rules, corrects: 2 })).toEqual({
      passed: false,
      attemptsLeft: 2,
      canRetry: true,
    });
    expect(questionnaireOutcome({ ...rules, corrects: 0, userAttempts: 3 })).toEqual({
      passed: false,
      attemptsLeft: 0,
      canRetry: false,
    });
    expect(questionnaireOutcome({ ...rules, corrects: 0, userAttempts: 4 }).attemptsLeft).toBe(0);
  });

  it('always offers a retry after a failure without a limit', () => {
    expect(
      questionnaireOutcome({ ...rules, corrects: 1, userAttempts: 9, attemptLimit: null }),
    ).toEqual({ passed: false, attemptsLeft: null, canRetry: true });
  });
});
