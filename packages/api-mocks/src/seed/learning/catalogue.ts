import { LIMITS } from '@decola/domain';
import type { SeedToday } from '../today';
import type {
  ContentProvider,
  ContentRecord,
  CourseRecord,
  ExerciseRecord,
  QuestionRecord,
} from '../../db/learning';
import { demoImage } from '../images';
import { videoCode } from './codes';
import { COURSE_PLANS, type ContentPlan, type CoursePlan } from './coursePlans';
import { daysFrom, endOfDayFrom, startOfDayFrom } from './dates';
import {
  AUDIO,
  audioUrl,
  fileUrl,
  HANDOUT,
  handoutFor,
  MEDIA_SECONDS,
  pickFor,
  SCORM_PACKAGE,
  scormUrl,
  SHEET,
  VIDEO,
  videoFileUrl,
} from './demoFiles';
import { QUESTION_BANKS, type QuestionBankName } from './questionBanks';

const KIND_TYPES = { V: 1, S: 2, P: 3, E: 4, A: 5 } as const;

/** Share of a video or audio that must be watched (content time) before it finishes itself. */
const MIN_WATCH_SHARE = 0.8;

/**
 * The minimum of a media content that lasts `seconds`: its share, but never beyond the last
 * progress save made before the file ends at normal speed — progress is only counted at those
 * saves, so a minimum past it would leave the content unfinished after playing it to the end.
 */
export function minimumToWatch(seconds: number): number {
  const everySave = LIMITS.progressSaveIntervalMs / 1000;
  const lastSave = Math.floor(seconds / everySave) * everySave;
  return Math.min(Math.round(seconds * MIN_WATCH_SHARE), lastSave);
}

/** What a content's owner contributes to it: which provider, course or class, and its instructors. */
export type ContentOwner = {
  provider: ContentProvider;
  courseId: number | null;
  eventId: number | null;
  classId: number | null;
  /** Base of the content ids: course or class id × 100. */
  idBase: number;
  instructorIds: number[];
};

/** Builds one content from its plan; exercises are collected in `exercises` as they appear. */
export function buildContent(
  owner: ContentOwner,
  [kind, title, minutes, scormPackage]: ContentPlan,
  position: number,
  options: {
    today: SeedToday;
    exercises: ExerciseRecord[];
    bank?: QuestionBankName;
    isReleased?: boolean;
    isBlocked?: boolean;
    releaseDate?: string | null;
  },
): ContentRecord {
  const id = owner.idBase + position;
  const code = kind === 'V' ? videoCode(`${owner.provider}-${id}`) : null;
  // A few real files stand for every content (decisions.md): the video is the local file the
  // player falls back to when YouTube does not answer.
  const video = code ? pickFor(VIDEO, code) : null;
  const audio = kind === 'A' ? pickFor(AUDIO, title) : null;
  const files: Record<ContentPlan[0], string | null> = {
    V: video && videoFileUrl(video),
    S: scormUrl(scormPackage ?? SCORM_PACKAGE),
    P: fileUrl(handoutFor(title)),
    E: null,
    A: audio && audioUrl(audio),
  };
  const media = video ?? audio;
  // A video or audio lasts as long as its file plays, so it can be watched to its minimum.
  const duration = media ? Math.floor(MEDIA_SECONDS[media]) : minutes * 60;
  let exerciseId: number | null = null;
  if (kind === 'E') {
    exerciseId = options.exercises.length + 1;
    options.exercises.push(
      buildExercise(exerciseId, owner.provider, id, title, duration, options.bank, options.today),
    );
  }
  return {
    id,
    provider: owner.provider,
    courseId: owner.courseId,
    eventId: owner.eventId,
    classId: owner.classId,
    position,
    title,
    description: null,
    type: KIND_TYPES[kind],
    isReleased: options.isReleased ?? true,
    isBlocked: options.isBlocked ?? false,
    releaseDate: options.isReleased === false ? (options.releaseDate ?? null) : null,
    minDuration: media ? minimumToWatch(duration) : null,
    file: files[kind],
    code,
    duration,
    thumbnail: demoImage('banner', id),
    exerciseId,
    instructorIds: owner.instructorIds,
    complements:
      position === 1
        ? [
            {
              id: id * 10 + 1,
              title: `Slides da aula – ${title}`,
              file: fileUrl(HANDOUT.slides),
              extension: 'pdf',
            },
          ]
        : [],
  };
}

function buildExercise(
  id: number,
  provider: ContentProvider,
  contentId: number,
  title: string,
  maximumTime: number,
  bank: QuestionBankName = 'safety',
  today: SeedToday,
): ExerciseRecord {
  const questions: QuestionRecord[] = QUESTION_BANKS[bank].map((plan, index) => {
    const questionId = id * 100 + index + 1;
    const [description, alternatives, correctIndex] = plan;
    return {
      id: questionId,
      description,
      type: alternatives ? 1 : 2,
      alternatives: (alternatives ?? []).map((text, position) => ({
        id: questionId * 10 + position + 1,
        description: text,
      })),
      correctAlternativeId: alternatives ? questionId * 10 + (correctIndex ?? 0) + 1 : null,
      lastChange: daysFrom(today, -100, 11),
    };
  });
  const multipleChoice = questions.filter((question) => question.type === 1).length;
  const minCorrectAnswers = Math.ceil(multipleChoice * 0.6);
  const minutes = Math.round(maximumTime / 60);
  return {
    id,
    provider,
    contentId,
    title,
    description: `Responda às ${questions.length} questões em até ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. São necessários ${minCorrectAnswers} acertos para concluir.`,
    maximumTime,
    minCorrectAnswers,
    attemptLimit: 3,
    questions,
  };
}

function buildCourse(plan: CoursePlan, contents: ContentRecord[], today: SeedToday): CourseRecord {
  const [start, end] = plan.release ?? [null, null];
  const releaseStartDate = start === null ? null : startOfDayFrom(today, start);
  return {
    id: plan.id,
    schoolId: plan.schoolId,
    title: plan.title,
    description: plan.description,
    duration: contents.reduce((total, content) => total + content.duration, 0),
    isPill: plan.pill ?? false,
    isActive: true,
    isBlocked: plan.blocked ?? false,
    haveCertification: !plan.noCertificate,
    decoins: plan.decoins ?? 0,
    hasNewContent: plan.hasNewContent ?? false,
    imageURL: demoImage('course', plan.id),
    bannerURL: demoImage('banner', plan.id),
    // A course released recently was published then; the others over the past year.
    activationDate: releaseStartDate ?? daysFrom(today, -400 + plan.id * 5),
    lastChange: daysFrom(today, -60 + (plan.id % 50), 14),
    releaseStartDate,
    releaseEndDate: end === null ? null : endOfDayFrom(today, end),
    introductoryContent: plan.introVideo
      ? {
          type: 1,
          title: 'Apresentação do curso',
          code: videoCode(`intro-${plan.id}`),
          file: null,
          thumbnail: demoImage('banner', plan.id),
        }
      : null,
    instructorIds: plan.instructorIds,
    interestIds: plan.interestIds,
  };
}

/** The catalogue: courses 1–85, their contents (id = course × 100 + n) and their exercises. */
export function seedCatalogue(today: SeedToday, exercises: ExerciseRecord[]) {
  const courses: CourseRecord[] = [];
  const contents: ContentRecord[] = [];
  for (const plan of COURSE_PLANS) {
    const owner: ContentOwner = {
      provider: 'course',
      courseId: plan.id,
      eventId: null,
      classId: null,
      idBase: plan.id * 100,
      instructorIds: plan.instructorIds,
    };
    const own = plan.contents.map((contentPlan, index) =>
      buildContent(owner, contentPlan, index + 1, {
        today,
        exercises,
        bank: plan.exercise,
        isReleased: !plan.unreleased?.includes(index + 1),
        isBlocked: plan.lockedContents?.includes(index + 1),
        releaseDate: plan.releasesIn === undefined ? null : startOfDayFrom(today, plan.releasesIn),
      }),
    );
    contents.push(...own);
    courses.push(buildCourse(plan, own, today));
  }
  addComplements(contents);
  return { courses, contents };
}

/** Extra materials the screens and the access area's notifications talk about. */
function addComplements(contents: ContentRecord[]) {
  const extra: Record<number, ContentRecord['complements']> = {
    // The doubt answered on content 1101 came with a PDF (access notifications).
    1101: [
      {
        id: 11012,
        title: 'Roteiro de inspeção de serviços (PBQP-H)',
        file: fileUrl(HANDOUT.inspection),
        extension: 'pdf',
      },
    ],
    201: [
      {
        id: 2012,
        title: 'Planilha de orçamento sintético',
        file: fileUrl(SHEET.budget),
        extension: 'xlsx',
      },
    ],
    401: [
      {
        id: 4012,
        title: 'Texto da NR-35 comentado',
        file: fileUrl(HANDOUT.nr35),
        extension: 'pdf',
      },
    ],
    702: [
      {
        id: 7022,
        title: 'Calculadora do limite de peso recomendado (NIOSH)',
        file: fileUrl(SHEET.niosh),
        extension: 'xlsx',
      },
    ],
    5502: [
      {
        id: 55022,
        title: 'Planilha de exercícios – fórmulas',
        file: fileUrl(SHEET.formulas),
        extension: 'xlsx',
      },
    ],
  };
  for (const content of contents) {
    const more = content.provider === 'course' ? extra[content.id] : undefined;
    if (more) content.complements = [...content.complements, ...more];
  }
}
