import { finishQuestionnaire, remainingSeconds, startQuestionnaire } from '@decola/domain';
import type {
  ContentRecord,
  ExerciseRecord,
  QuestionnaireRecord,
  QuestionRecord,
} from '../../../db/learning';
import type { Schemas } from '../../../db/schemas';
import { database, nextId, now } from '../../../db/store';
import { finishContent } from '../completion';
import { pathId } from '../params';
import { refusals } from '../refusals';
import { progressToWrite, touchEnrollment } from '../state';
import {
  emptyExerciseStatus,
  exerciseOf,
  lockedRefusal,
  type ContentOwner,
  type Refusal,
} from './owner';

export function questionnaireView(record: QuestionnaireRecord): Schemas['Questionnaire'] {
  return {
    id: record.id,
    userId: record.userId,
    courseId: record.courseId,
    contentId: record.contentId,
    exerciseId: record.exerciseId,
    minCorrectAnswers: record.minCorrectAnswers,
    numberOfQuestions: record.questionIds.length,
    maximumTime: record.maximumTime,
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
  };
}

const exerciseById = (id: number) => database().exercises.find((exercise) => exercise.id === id);

const questionOf = (record: QuestionnaireRecord, questionId: number): QuestionRecord | undefined =>
  exerciseById(record.exerciseId)?.questions.find((question) => question.id === questionId);

const contentOfRecord = (record: QuestionnaireRecord) =>
  database().contents.find(
    (content) => content.provider === record.provider && content.id === record.contentId,
  );

/** One page's question; the right alternative is told once the question is answered. */
function questionView(record: QuestionnaireRecord, page: number): Schemas['Question'] {
  const question = questionOf(record, record.questionIds[page - 1]!)!;
  const answer = record.answers[question.id];
  const multipleChoice = question.type === 1;
  return {
    id: question.id,
    description: question.description,
    type: question.type,
    alternatives: question.alternatives,
    lastChange: question.lastChange,
    isActive: true,
    isLinked: true,
    alternativeAnswered: answer?.alternativeId ?? null,
    correctAnswer: answer && multipleChoice ? question.correctAlternativeId : null,
    isIncorrect:
      answer && multipleChoice ? answer.alternativeId !== question.correctAlternativeId : null,
    attemptLimit: 1,
    attempts: answer ? 1 : 0,
    page,
    status: answer ? 'ANSWERED' : 'PENDING',
    answer: answer?.answer ?? null,
  };
}

/** A descriptive answer counts as answered, never as right: the instructor grades it later. */
function tally(record: QuestionnaireRecord) {
  let corrects = 0;
  for (const [questionId, answer] of Object.entries(record.answers)) {
    const question = questionOf(record, Number(questionId));
    if (question?.type === 1 && answer.alternativeId === question.correctAlternativeId)
      corrects += 1;
  }
  return { corrects, answered: Object.keys(record.answers).length };
}

/** The exercise status in the shape the domain's questionnaire rules read. */
const attemptState = (status: Schemas['ExerciseStatus']) => ({
  ...status,
  questionnaire: status.questionnaire
    ? { ...status.questionnaire, finishedAt: status.questionnaire.finishedAt ?? null }
    : null,
});

/** Keeps the content's exercise status in step with its current questionnaire. */
function syncStatus(record: QuestionnaireRecord) {
  const content = contentOfRecord(record);
  if (!content) return;
  const summary = progressToWrite(record.userId, content).exercise?.questionnaire;
  if (summary?.id === record.id) summary.questions = tally(record);
}

/** Each attempt asks every question, starting one page further than the last. */
export function generateQuestionnaire(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
): Schemas['Questionnaire'] | Refusal {
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const exercise = exerciseOf(content);
  if (!exercise) return refusals.notAnExercise();
  const progress = progressToWrite(userId, content);
  const current = progress.exercise ?? emptyExerciseStatus();
  if (current.userAttempts >= exercise.attemptLimit) return refusals.attemptLimitReached();
  if (owner.provider === 'course') touchEnrollment(userId, owner.course.id);

  const at = now();
  const shift = current.userAttempts % exercise.questions.length;
  const questions = [...exercise.questions.slice(shift), ...exercise.questions.slice(0, shift)];
  const record: QuestionnaireRecord = {
    id: nextId(),
    userId,
    provider: content.provider,
    courseId: content.courseId,
    eventId: content.eventId,
    classId: content.classId,
    contentId: content.id,
    exerciseId: exercise.id,
    minCorrectAnswers: exercise.minCorrectAnswers,
    maximumTime: exercise.maximumTime,
    createdAt: at.toISOString(),
    finishedAt: null,
    questionIds: questions.map((question) => question.id),
    answers: {},
  };
  database().questionnaires.push(record);

  const started = startQuestionnaire(
    {
      status: progress.status,
      exercise: { maximumTime: exercise.maximumTime, status: attemptState(current) },
    },
    at,
  );
  // A new attempt reopens the content: its progress is 0 again, so it is not finished either.
  progress.status = {
    ...started.status,
    startedAt: started.status.startedAt ?? record.createdAt,
    finishedAt: null,
  };
  progress.exercise = {
    ...started.exercise.status,
    questionnaire: {
      id: record.id,
      createdAt: record.createdAt,
      finishedAt: null,
      questions: { corrects: 0, answered: 0 },
    },
  };
  return questionnaireView(record);
}

/** The signed-in learner's questionnaire (of this content, when the path names one). */
export function findQuestionnaire(
  idParam: string,
  userId: number,
  content?: ContentRecord,
): QuestionnaireRecord | Refusal {
  const id = pathId(idParam);
  const record = database().questionnaires.find(
    (candidate) =>
      candidate.id === id &&
      candidate.userId === userId &&
      (!content || (candidate.provider === content.provider && candidate.contentId === content.id)),
  );
  return record ?? refusals.questionnaireNotFound();
}

function pageOf(record: QuestionnaireRecord, pageParam: string | null): number | Refusal {
  const page = Number(pageParam);
  return Number.isInteger(page) && page >= 1 && page <= record.questionIds.length
    ? page
    : refusals.pageNotFound();
}

/** Pages 1 to numberOfQuestions, one question each. */
export function questionnairePage(
  record: QuestionnaireRecord | Refusal,
  pageParam: string | null,
): Schemas['QuestionnairePage'] | Refusal {
  if (record instanceof Response) return record;
  const page = pageOf(record, pageParam);
  if (typeof page !== 'number') return page;
  return { questionnaire: questionnaireView(record), question: questionView(record, page) };
}

/** Whether the questionnaire still takes answers: not finished, and within its time. */
function answerableRefusal(record: QuestionnaireRecord): Refusal | null {
  if (record.finishedAt) return refusals.questionnaireFinished();
  // Remaining time = creation time + maximumTime − now.
  if (remainingSeconds(record, now()) === 0) return refusals.questionnaireTimeOver();
  return null;
}

function answer(
  record: QuestionnaireRecord | Refusal,
  page: number | Refusal,
  given: { alternativeId: number | null; answer: string | null },
): Schemas['Question'] | Refusal {
  if (record instanceof Response) return record;
  if (typeof page !== 'number') return page;
  const refusal = answerableRefusal(record);
  if (refusal) return refusal;
  const question = questionOf(record, record.questionIds[page - 1]!)!;
  if (record.answers[question.id]) return refusals.questionAlreadyAnswered();
  if (given.alternativeId !== null) {
    if (question.type !== 1) return refusals.notMultipleChoice();
    if (!question.alternatives.some((alternative) => alternative.id === given.alternativeId))
      return refusals.alternativeNotFound();
  } else if (question.type !== 2) {
    return refusals.notDescriptive();
  }
  record.answers[question.id] = { ...given, answeredAt: now().toISOString() };
  syncStatus(record);
  return questionView(record, page);
}

export function answerAlternative(
  record: QuestionnaireRecord | Refusal,
  pageParam: string,
  alternativeIdParam: string,
): Schemas['Question'] | Refusal {
  if (record instanceof Response) return record;
  const alternativeId = pathId(alternativeIdParam);
  if (alternativeId === null) return refusals.alternativeNotFound();
  return answer(record, pageOf(record, pageParam), { alternativeId, answer: null });
}

export function answerDescriptive(
  record: QuestionnaireRecord | Refusal,
  pageParam: string,
  text: unknown,
): Schemas['Question'] | Refusal {
  if (record instanceof Response) return record;
  if (typeof text !== 'string' || text.trim() === '') return refusals.emptyAnswer();
  return answer(record, pageOf(record, pageParam), { alternativeId: null, answer: text.trim() });
}

/** The exercise route answers by question id: its page is where the questionnaire asks it. */
export function answerQuestion(
  record: QuestionnaireRecord | Refusal,
  questionIdParam: string,
  alternativeIdParam: string,
): Schemas['Question'] | Refusal {
  if (record instanceof Response) return record;
  const page = record.questionIds.indexOf(Number(questionIdParam)) + 1;
  if (page === 0) return refusals.pageNotFound();
  return answerAlternative(record, String(page), alternativeIdParam);
}

/** A pass finishes the content; finishing again answers the same result. */
export function finishQuestionnaireOf(
  record: QuestionnaireRecord | Refusal,
): Schemas['QuestionnaireResult'] | Refusal {
  if (record instanceof Response) return record;
  const content = contentOfRecord(record);
  const counts = tally(record);
  const approved = counts.corrects >= record.minCorrectAnswers;
  if (!record.finishedAt && content) {
    const at = now();
    record.finishedAt = at.toISOString();
    const progress = progressToWrite(record.userId, content);
    if (progress.exercise?.questionnaire?.id === record.id) {
      const finished = finishQuestionnaire(
        { status: progress.status, exercise: { status: attemptState(progress.exercise) } },
        at,
      );
      progress.exercise = {
        ...finished.exercise.status,
        questionnaire: {
          ...progress.exercise.questionnaire,
          finishedAt: record.finishedAt,
          questions: counts,
        },
      };
      if (approved) finishContent(record.userId, content);
    }
  }
  return { questionnaire: questionnaireView(record), ...counts, approved };
}

/** The exercise's cover: its rules and the learner's attempts so far. */
export function exerciseCover(exercise: ExerciseRecord, userId: number): Schemas['ExerciseCover'] {
  const content = database().contents.find(
    (candidate) => candidate.provider === exercise.provider && candidate.id === exercise.contentId,
  );
  const attempts = content ? (progressToWrite(userId, content).exercise?.userAttempts ?? 0) : 0;
  const last = database()
    .questionnaires.filter(
      (record) => record.userId === userId && record.exerciseId === exercise.id,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  return {
    exerciseId: exercise.id,
    title: exercise.title,
    description: exercise.description,
    numberOfQuestions: exercise.questions.length,
    maximumTime: exercise.maximumTime,
    minCorrectAnswers: exercise.minCorrectAnswers,
    userAttempts: attempts,
    attemptLimit: exercise.attemptLimit,
    lastQuestionnaire: last ? questionnaireView(last) : null,
  };
}

export { exerciseById };
