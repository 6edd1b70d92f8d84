import type { SeedToday } from '../today';
import type {
  ContentProgressRecord,
  ContentRecord,
  EnrollmentRecord,
  ExerciseRecord,
  LearnerRecord,
  QuestionnaireRecord,
} from '../../db/learning';
import { DEMO_USER_IDS } from '../users';
import { daysFrom } from './dates';

type SeedContext = {
  today: SeedToday;
  contents: ContentRecord[];
  exercises: ExerciseRecord[];
  questionnaires: QuestionnaireRecord[];
};

/** How far a learner went in one content: a share of it (0–1), or an exercise attempt. */
type ContentState = number | { attempt: 'approved' | 'failed' };

type CourseState = {
  courseId: number;
  enrolledDaysAgo: number;
  lastAccessDaysAgo: number;
  finishedDaysAgo?: number;
  /** By content position; missing positions were never opened. */
  contents?: Record<number, ContentState>;
};

const emptyLearner = (): LearnerRecord => ({
  enrollments: [],
  contents: {},
  favorites: [],
  watchedPillIds: [],
  creditedCourseIds: [],
});

let questionnaireId = 5000;

/** A finished questionnaire of a seeded attempt: every answer right, or too few right to pass. */
function seedAttempt(
  context: SeedContext,
  userId: number,
  content: ContentRecord,
  exercise: ExerciseRecord,
  outcome: 'approved' | 'failed',
  finishedAt: string,
): ContentProgressRecord['exercise'] {
  const createdAt = context.today.shift(finishedAt, -9 * 60_000);
  const answers: QuestionnaireRecord['answers'] = {};
  const multipleChoice = exercise.questions.filter((question) => question.type === 1).length;
  // Approved: one miss when the minimum allows it. Failed: only the first question right.
  const canMiss = outcome === 'approved' && multipleChoice > exercise.minCorrectAnswers;
  let corrects = 0;
  let asked = 0;
  for (const question of exercise.questions) {
    if (question.type === 2) {
      answers[question.id] = {
        alternativeId: null,
        answer:
          'Combinei com a equipe um passo a passo simples e revisamos juntos no DDS seguinte.',
        answeredAt: createdAt,
      };
      continue;
    }
    const right = outcome === 'approved' ? !(canMiss && asked === 1) : asked === 0;
    asked += 1;
    const wrong = question.alternatives.find(
      (alternative) => alternative.id !== question.correctAlternativeId,
    )!;
    if (right) corrects += 1;
    answers[question.id] = {
      alternativeId: right ? question.correctAlternativeId : wrong.id,
      answer: null,
      answeredAt: createdAt,
    };
  }
  questionnaireId += 1;
  const record: QuestionnaireRecord = {
    id: questionnaireId,
    userId,
    provider: content.provider,
    courseId: content.courseId,
    eventId: content.eventId,
    classId: content.classId,
    contentId: content.id,
    exerciseId: exercise.id,
    minCorrectAnswers: exercise.minCorrectAnswers,
    maximumTime: exercise.maximumTime,
    createdAt,
    finishedAt,
    questionIds: exercise.questions.map((question) => question.id),
    answers,
  };
  context.questionnaires.push(record);
  return {
    doing: false,
    finished: true,
    userAttempts: 1,
    questionnaire: {
      id: record.id,
      createdAt,
      finishedAt,
      questions: { corrects, answered: exercise.questions.length },
    },
  };
}

/**
 * What the demo's SCORM package (public/demo/scorm/seguranca-no-canteiro) commits at that point:
 * its page (1–4 under way, 5 the result), its answers and score as suspend data, its status.
 */
function scormCheckpoints(share: number): ContentProgressRecord['status']['scormCheckpoints'] {
  const done = share >= 1;
  const page = done ? 5 : Math.min(4, Math.max(1, Math.round(share * 4)));
  const answers = done ? { q1: 'capacete', q2: '2m', q3: 'comunicar' } : {};
  return [
    { key: 'cmi.core.lesson_status', value: done ? 'passed' : 'incomplete' },
    { key: 'cmi.core.lesson_location', value: String(page) },
    ...(done ? [{ key: 'cmi.core.score.raw', value: '100' }] : []),
    {
      key: 'cmi.suspend_data',
      value: JSON.stringify({ pagina: page, respostas: answers, nota: done ? 100 : null }),
    },
  ];
}

function contentProgress(
  context: SeedContext,
  userId: number,
  content: ContentRecord,
  state: ContentState,
  at: string,
): ContentProgressRecord {
  const startedAt = context.today.shift(at, -content.duration * 1000);
  const base: ContentProgressRecord = {
    status: { progress: 0, startedAt, finishedAt: null, checkpoint: null, scormCheckpoints: [] },
    watchedSeconds: 0,
    exercise: null,
  };
  if (typeof state === 'object') {
    const exercise = context.exercises.find((candidate) => candidate.id === content.exerciseId)!;
    const status = seedAttempt(context, userId, content, exercise, state.attempt, at);
    const approved = state.attempt === 'approved';
    return {
      ...base,
      status: { ...base.status, progress: approved ? 100 : 0, finishedAt: approved ? at : null },
      exercise: status,
    };
  }
  if (state >= 1) {
    return {
      ...base,
      status: {
        ...base.status,
        progress: 100,
        finishedAt: at,
        checkpoint: content.minDuration ? content.duration : null,
        scormCheckpoints: content.type === 2 ? scormCheckpoints(1) : [],
      },
      watchedSeconds: content.minDuration ?? 0,
      exercise: content.type === 4 ? null : base.exercise,
    };
  }
  const watchedSeconds = Math.round((content.minDuration ?? content.duration) * state);
  return {
    ...base,
    status: {
      ...base.status,
      progress: Math.min(98, Math.floor(state * 100)),
      checkpoint: content.minDuration ? watchedSeconds : null,
      scormCheckpoints: content.type === 2 ? scormCheckpoints(state) : [],
    },
    watchedSeconds: content.minDuration ? watchedSeconds : 0,
  };
}

function seedLearner(context: SeedContext, userId: number, courses: CourseState[]): LearnerRecord {
  const learner = emptyLearner();
  for (const course of courses) {
    const enrollment: EnrollmentRecord = {
      courseId: course.courseId,
      enrolledAt: daysFrom(context.today, -course.enrolledDaysAgo, -3),
      lastAccessAt: daysFrom(context.today, -course.lastAccessDaysAgo, -1),
      finishedAt:
        course.finishedDaysAgo === undefined
          ? null
          : daysFrom(context.today, -course.finishedDaysAgo, -1),
    };
    learner.enrollments.push(enrollment);
    const own = context.contents.filter(
      (content) => content.provider === 'course' && content.courseId === course.courseId,
    );
    const states: Record<number, ContentState> =
      course.contents ??
      (enrollment.finishedAt
        ? Object.fromEntries(
            own.map((content) => [
              content.position,
              content.type === 4 ? { attempt: 'approved' as const } : 1,
            ]),
          )
        : {});
    for (const content of own) {
      const state = states[content.position];
      if (state === undefined) continue;
      const at = enrollment.finishedAt ?? enrollment.lastAccessAt;
      learner.contents[`course:${content.id}`] = contentProgress(
        context,
        userId,
        content,
        state,
        at,
      );
    }
  }
  return learner;
}

function seedEventProgress(
  context: SeedContext,
  learner: LearnerRecord,
  userId: number,
  states: Record<number, { state: ContentState; daysAgo: number }>,
) {
  for (const [contentId, { state, daysAgo }] of Object.entries(states)) {
    const content = context.contents.find(
      (candidate) => candidate.provider === 'event' && candidate.id === Number(contentId),
    )!;
    learner.contents[`event:${content.id}`] = contentProgress(
      context,
      userId,
      content,
      state,
      daysFrom(context.today, -daysAgo, -2),
    );
  }
}

/**
 * What each demo account did. The aluno: 7 finished courses (her `completeCourses`), 8 in progress
 * (more than the 5 of one 'Continue de onde você parou!' request), 2 enrolled and not started, a
 * failed exercise attempt (course 8), favourites (one a pill course), watched pills and event
 * contents of the classes she attends (11) and attended (21).
 */
export function seedLearners(context: SeedContext): Record<string, LearnerRecord> {
  questionnaireId = 5000;
  const aluno = seedLearner(context, DEMO_USER_IDS.aluno, [
    { courseId: 1, enrolledDaysAgo: 210, lastAccessDaysAgo: 200, finishedDaysAgo: 200 },
    { courseId: 6, enrolledDaysAgo: 205, lastAccessDaysAgo: 190, finishedDaysAgo: 190 },
    { courseId: 18, enrolledDaysAgo: 140, lastAccessDaysAgo: 120, finishedDaysAgo: 120 },
    { courseId: 13, enrolledDaysAgo: 95, lastAccessDaysAgo: 80, finishedDaysAgo: 80 },
    { courseId: 55, enrolledDaysAgo: 75, lastAccessDaysAgo: 60, finishedDaysAgo: 60 },
    { courseId: 10, enrolledDaysAgo: 58, lastAccessDaysAgo: 45, finishedDaysAgo: 45 },
    { courseId: 3, enrolledDaysAgo: 40, lastAccessDaysAgo: 30, finishedDaysAgo: 30 },
    // In progress, most recent first in the carousel.
    { courseId: 4, enrolledDaysAgo: 12, lastAccessDaysAgo: 0, contents: { 1: 1, 2: 1, 3: 0.45 } },
    // Every content but the last, a short video (the viewer's course-finish journey).
    { courseId: 7, enrolledDaysAgo: 9, lastAccessDaysAgo: 1, contents: { 1: 1, 2: 1, 3: 1 } },
    { courseId: 11, enrolledDaysAgo: 20, lastAccessDaysAgo: 2, contents: { 1: 1, 2: 1 } },
    { courseId: 16, enrolledDaysAgo: 6, lastAccessDaysAgo: 3, contents: { 1: 1, 2: 0.3 } },
    {
      courseId: 8,
      enrolledDaysAgo: 25,
      lastAccessDaysAgo: 5,
      contents: { 1: 1, 2: 1, 3: { attempt: 'failed' } },
    },
    { courseId: 20, enrolledDaysAgo: 30, lastAccessDaysAgo: 8, contents: { 1: 1, 2: 0.5 } },
    { courseId: 39, enrolledDaysAgo: 35, lastAccessDaysAgo: 12, contents: { 1: 1, 2: 1 } },
    { courseId: 56, enrolledDaysAgo: 50, lastAccessDaysAgo: 20, contents: { 1: 0.3 } },
    // Enrolled, not started.
    { courseId: 38, enrolledDaysAgo: 25, lastAccessDaysAgo: 25 },
    { courseId: 59, enrolledDaysAgo: 30, lastAccessDaysAgo: 30 },
  ]);
  aluno.creditedCourseIds = [3, 6, 10, 13, 18, 55];
  aluno.favorites = [
    [4, 11],
    [12, 3],
    [20, 28],
    [57, 2],
    [59, 31],
    [48, 40],
    [42, 15],
  ].map(([courseId, daysAgo]) => ({
    courseId: courseId!,
    createdAt: daysFrom(context.today, -daysAgo!, -4),
  }));
  aluno.watchedPillIds = [2, 4, 6, 9];
  seedEventProgress(context, aluno, DEMO_USER_IDS.aluno, {
    2101: { state: 1, daysAgo: 20 },
    2102: { state: 1, daysAgo: 20 },
    2103: { state: 1, daysAgo: 19 },
    1101: { state: 1, daysAgo: 1 },
    1102: { state: 1, daysAgo: 1 },
  });

  const gestor = seedLearner(context, DEMO_USER_IDS.gestor, [
    { courseId: 10, enrolledDaysAgo: 90, lastAccessDaysAgo: 70, finishedDaysAgo: 70 },
    { courseId: 38, enrolledDaysAgo: 15, lastAccessDaysAgo: 2, contents: { 1: 1, 2: 0.7 } },
    { courseId: 44, enrolledDaysAgo: 10, lastAccessDaysAgo: 4, contents: { 1: 0.5 } },
  ]);
  gestor.creditedCourseIds = [10];
  gestor.favorites = [{ courseId: 39, createdAt: daysFrom(context.today, -9) }];

  const admin = seedLearner(context, DEMO_USER_IDS.admin, [
    { courseId: 1, enrolledDaysAgo: 300, lastAccessDaysAgo: 290, finishedDaysAgo: 290 },
    { courseId: 6, enrolledDaysAgo: 280, lastAccessDaysAgo: 270, finishedDaysAgo: 270 },
    { courseId: 59, enrolledDaysAgo: 7, lastAccessDaysAgo: 1, contents: { 1: 1 } },
  ]);
  admin.creditedCourseIds = [6];

  const termos = seedLearner(context, DEMO_USER_IDS.termos, [
    { courseId: 1, enrolledDaysAgo: 60, lastAccessDaysAgo: 58, finishedDaysAgo: 58 },
    { courseId: 4, enrolledDaysAgo: 20, lastAccessDaysAgo: 10, contents: { 1: 1 } },
  ]);

  return {
    [DEMO_USER_IDS.aluno]: aluno,
    [DEMO_USER_IDS.gestor]: gestor,
    [DEMO_USER_IDS.admin]: admin,
    [DEMO_USER_IDS.termos]: termos,
  };
}
