import type { Database } from '../../db/database';
import type { Caller } from '../caller';
import type { Sample, Samples } from './types';

/** The aluno (user 1) is the default account of the walk. */
const ALUNO = 1;

/** Course 4 (NR-35) is in progress for the aluno: 401–402 done, 403 SCORM, 404 PDF, 405 exercise. */
const COURSE = { courseId: 4, contentId: 401 };
/** Class 11 of event 1 (the SIPAT): 1101 video, 1102 PDF, 1103 exercise. */
const EVENT = { eventId: 1, classId: 11, contentId: 1101 };

const notImplemented: Sample = { params: EVENT, status: 501 };

/** Generates a questionnaire through the API and returns it with its stored record. */
async function generated(caller: Caller, db: Database, base: string) {
  const { body } = await caller.json<{ data: { id: number } }>('POST', `${base}/questionnaires`);
  const record = db.questionnaires.find((candidate) => candidate.id === body.data.id)!;
  const question = (page: number) =>
    db.exercises
      .find((exercise) => exercise.id === record.exerciseId)!
      .questions.find((candidate) => candidate.id === record.questionIds[page - 1])!;
  const pageOf = (type: 1 | 2) =>
    record.questionIds.findIndex((_, index) => question(index + 1).type === type) + 1;
  return { record, question, pageOf };
}

const courseBase = (contentId: number) => `/api/decola/courses/4/contents/${contentId}`;
const eventBase = (contentId: number) => `/api/decola/events/1/class/11/contents/${contentId}`;

export const learningSamples: Samples = {
  // courses
  listNewCourses: { as: 'nobody' },
  listCourses: { query: { school: [2], courseTrack: [6], page: 1, limit: 24 } },
  getCourse: { params: { id: 4 } },
  getCourseCertificate: { params: { id: 3 } },
  listRecommendedCourses: {},
  listCourseTrackCourses: { params: { id: 6 }, query: { page: 1, limit: 15 } },
  getCourseEnrollment: { params: { id: 4 } },
  enrollCourse: { params: { id: 2 } },
  finishCourse: { params: { id: 3 } },
  leaveCourse: { params: { id: 4 } },
  listCourseComments: { params: { id: 4 }, query: { page: 2, limit: 15 } },
  listCourseInstructors: { params: { id: 4 } },
  listInstructorCourses: { params: { id: 5 }, query: { page: 1, limit: 20 } },
  indicateTraining: { params: { id: 12 }, body: { userIDs: [22, 23] } },
  listIndications: {},
  listTrainingIndicatedUsers: { params: { id: 10 } },
  favoriteTraining: { params: { id: 9 } },
  unfavoriteTraining: { params: { id: 4 } },
  listFavoriteTrainings: {
    query: {
      page: 1,
      limit: 30,
      search: 'o',
      orderBy: 'title',
      ordinationAsc: true,
      type: 'course',
    },
  },
  listCoursesInProgress: { query: { index: 0, limit: 5 } },
  listEnrolledCourses: { query: { search: 'nr' } },
  getSchool: { params: { id: 2 } },
  listSchools: {},
  getCourseTrack: { params: { id: 6 } },
  listCourseTracks: {},
  listSchoolCourseTracks: { params: { id: 2 } },
  listCourseTrackTrainings: { params: { id: 6 }, query: { index: 0, limit: 5 } },
  listRequiredCourseTracks: { query: { filterType: 1 } },

  // search
  searchCourses: { query: { search: 'segurança', page: 1, limit: 20 } },
  searchSchools: { query: { search: 'operacoes' } },
  searchCourseTracks: { query: { search: 'lider' } },
  searchInstructors: { query: { search: 'tavares' } },

  // course contents
  listCourseContents: { params: COURSE },
  getCourseContent: { params: COURSE },
  initializeCourseContent: { params: { courseId: 4, contentId: 404 } },
  listCourseContentComplements: { params: COURSE },
  listCourseContentInstructors: { params: COURSE },
  createCourseContentRating: {
    params: COURSE,
    body: { stars: 3, message: 'Bom, mas poderia ter mais exemplos de fachada.' },
  },
  listCourseContentRatings: { params: COURSE, query: { index: 0 } },
  deleteCourseContentRating: {
    params: { courseId: 3, contentId: 302 },
    prepare: async ({ db }) => {
      const own = db.contentRatings.find(
        (rating) => rating.userID === ALUNO && rating.contentId === 302,
      )!;
      return { params: { courseId: 3, contentId: 302, ratingId: own.id } };
    },
  },
  createCourseContentDoubt: {
    params: COURSE,
    body: {
      title: 'Linha de vida provisória',
      description: 'Quem dimensiona a linha de vida da laje?',
    },
  },
  listCourseContentDoubts: { params: COURSE },
  listCourseContentQuestions: { params: COURSE },
  createCourseContentQuestion: {
    params: COURSE,
    body: { title: 'Complemento', description: 'E para platibandas metálicas?', responseId: 5 },
  },
  createCourseContentNote: {
    params: COURSE,
    body: { text: 'Rever a parte de fator de queda.', seconds: 200 },
  },
  listCourseContentNotes: { params: COURSE },
  updateCourseContentNote: {
    params: { ...COURSE, noteId: 1 },
    body: { id: 1, text: 'Fator de queda: quanto maior, pior.', seconds: 315 },
  },
  deleteCourseContentNote: { params: { ...COURSE, noteId: 2 } },
  saveCourseContentCheckpoint: { params: { courseId: 4, contentId: 402 }, body: { seconds: 120 } },
  saveCourseContentScormCheckpoints: {
    params: { courseId: 4, contentId: 403 },
    body: { scormCheckpoints: [{ key: 'cmi.core.lesson_location', value: 'slide-8' }] },
  },
  saveCourseContentProgress: {
    params: { courseId: 7, contentId: 702 },
    body: { speedRate: 1.5, seconds: 15 },
  },
  generateCourseContentQuestionnaire: { params: { courseId: 4, contentId: 405 } },
  getCourseContentQuestionnairePage: {
    prepare: async ({ caller, db }) => {
      const { record } = await generated(caller, db, courseBase(405));
      return { params: { courseId: 4, contentId: 405, questionnaireId: record.id, page: 1 } };
    },
  },
  answerCourseContentQuestionnaireAlternative: {
    prepare: async ({ caller, db }) => {
      const { record, question } = await generated(caller, db, courseBase(405));
      return {
        params: {
          courseId: 4,
          contentId: 405,
          questionnaireId: record.id,
          page: 2,
          alternativeId: question(2).alternatives[0]!.id,
        },
      };
    },
  },
  answerCourseContentQuestionnaireDescriptive: {
    body: { answer: 'Chamei o SAMU e organizei a equipe para isolar a área.' },
    prepare: async ({ caller, db }) => {
      // Course 3 (finished) asks a descriptive question in its exercise (304).
      const { record, pageOf } = await generated(caller, db, '/api/decola/courses/3/contents/304');
      return {
        params: { courseId: 3, contentId: 304, questionnaireId: record.id, page: pageOf(2) },
      };
    },
  },
  finishCourseContent: { params: { courseId: 4, contentId: 404 } },

  // event-class contents
  listEventContents: { params: EVENT },
  getEventContent: { params: EVENT },
  initializeEventContent: { params: { ...EVENT, contentId: 1102 } },
  listEventContentComplements: { params: EVENT },
  listEventContentInstructors: { params: EVENT },
  createEventContentRating: { ...notImplemented, body: { stars: 5 } },
  listEventContentRatings: notImplemented,
  deleteEventContentRating: { params: { ...EVENT, ratingId: 1 }, status: 501 },
  createEventContentDoubt: { ...notImplemented, body: { title: 'Dúvida', description: 'Texto' } },
  listEventContentDoubts: notImplemented,
  listEventContentQuestions: notImplemented,
  createEventContentQuestion: {
    ...notImplemented,
    body: { title: 'Dúvida', description: 'Texto' },
  },
  createEventContentNote: {
    params: EVENT,
    body: { text: 'Rever a oficina de andaimes.', seconds: 90 },
  },
  listEventContentNotes: { params: EVENT },
  updateEventContentNote: {
    params: { ...EVENT, noteId: 6 },
    body: { id: 6, text: 'Checklist de andaimes: oficina 3.', seconds: 310 },
  },
  deleteEventContentNote: { params: { ...EVENT, noteId: 6 } },
  saveEventContentCheckpoint: { params: EVENT, body: { seconds: 42 } },
  saveEventContentScormCheckpoints: {
    params: { eventId: 2, classId: 21, contentId: 2102 },
    body: { scormCheckpoints: [{ key: 'cmi.suspend_data', value: 'etapa=3' }] },
  },
  saveEventContentProgress: {
    params: { eventId: 1, classId: 12, contentId: 1202 },
    body: { speedRate: 1, seconds: 15 },
  },
  generateEventContentQuestionnaire: { params: { ...EVENT, contentId: 1103 } },
  getEventContentQuestionnairePage: {
    prepare: async ({ caller, db }) => {
      const { record } = await generated(caller, db, eventBase(1103));
      return { params: { ...EVENT, contentId: 1103, questionnaireId: record.id, page: 1 } };
    },
  },
  answerEventContentQuestionnaireAlternative: {
    prepare: async ({ caller, db }) => {
      const { record, question, pageOf } = await generated(caller, db, eventBase(1103));
      const page = pageOf(1);
      return {
        params: {
          ...EVENT,
          contentId: 1103,
          questionnaireId: record.id,
          page,
          alternativeId: question(page).alternatives[0]!.id,
        },
      };
    },
  },
  answerEventContentQuestionnaireDescriptive: {
    body: { answer: 'Vou repetir o simulado de evacuação com a minha equipe.' },
    prepare: async ({ caller, db }) => {
      const { record, pageOf } = await generated(caller, db, eventBase(1103));
      return { params: { ...EVENT, contentId: 1103, questionnaireId: record.id, page: pageOf(2) } };
    },
  },
  finishEventContent: { params: { ...EVENT, contentId: 1102 } },

  // ratings' likes, annotations and exercises by id
  likeRating: {
    prepare: async ({ db }) => ({
      params: { ratingId: db.contentRatings.find((rating) => !rating.likes.includes(ALUNO))!.id },
    }),
  },
  unlikeRating: {
    prepare: async ({ db }) => ({
      params: { ratingId: db.contentRatings.find((rating) => rating.likes.includes(ALUNO))!.id },
    }),
  },
  listAnnotations: { params: { id: 401 } },
  createAnnotation: {
    params: { content_id: 401 },
    body: { annotation: 'Levar o checklist para o DDS de segunda.' },
  },
  editAnnotation: { params: { id: 3 }, body: { annotation: 'Ancoragem acima da cabeça, sempre.' } },
  deleteAnnotation: { params: { id: 3 } },
  getExerciseQuestionnaire: { params: { id: 5001 }, query: { page: 2 } },
  answerExerciseQuestion: {
    prepare: async ({ caller, db }) => {
      const { record, question } = await generated(caller, db, courseBase(405));
      const first = question(1);
      return {
        params: { id: record.id, questionId: first.id, alternativeId: first.correctAlternativeId! },
      };
    },
  },
  getExerciseCover: {
    prepare: async ({ db }) => ({
      params: {
        id: db.contents.find((content) => content.provider === 'course' && content.id === 405)!
          .exerciseId!,
      },
    }),
  },
  finishExerciseQuestionnaire: {
    prepare: async ({ caller, db }) => {
      const { record } = await generated(caller, db, courseBase(405));
      return { params: { id: record.id } };
    },
  },

  // pills
  listPills: { query: { index: 0, limit: 11 } },
  getPill: { params: { id: 1 } },
  watchPill: { params: { id: 1 } },

  // interests
  listInterests: {},
  linkInterests: { body: { interests: [1, 3, 11, 2] } },
  listUserInterests: {},
  listUserInterestCourses: {},
  listInterestCourses: {
    params: { id: 3 },
    query: { page: 1, limit: 20, status: 'IN_PROGRESS', search: 'nr' },
  },
};
