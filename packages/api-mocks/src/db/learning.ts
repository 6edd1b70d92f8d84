import type { Schemas } from './schemas';

/** Course and event-class content ids overlap (both have a 1101): per-content records name this. */
export type ContentProvider = 'course' | 'event';

export type SchoolRecord = {
  id: number;
  name: string;
  description: string;
  thumbnailURL: string;
  isActive: boolean;
  lastChange: string;
};

export type CourseTrackRecord = {
  id: number;
  schoolId: number;
  title: string;
  description: string;
  isActive: boolean;
  isBlocked: boolean;
  /** A mandatory track ('Trilhas obrigatórias pendentes', flag 'Obrigatório'). */
  isRequired: boolean;
  lastChange: string;
  thumbnailURL: string;
  /** The track's courses, in the order the track shows them. */
  courseIds: number[];
};

/** What depends on the learner, or is counted, is worked out when answering. */
export type CourseRecord = {
  id: number;
  schoolId: number;
  title: string;
  description: string;
  /** Seconds: the sum of its contents' durations. */
  duration: number;
  isPill: boolean;
  isActive: boolean;
  isBlocked: boolean;
  haveCertification: boolean;
  /** Decoins credited once, when the course is finished (0: the course gives none). */
  decoins: number;
  hasNewContent: boolean;
  imageURL: string;
  bannerURL: string;
  activationDate: string;
  lastChange: string;
  releaseStartDate: string | null;
  releaseEndDate: string | null;
  introductoryContent: Schemas['IntroductoryContent'] | null;
  instructorIds: number[];
  interestIds: number[];
};

/** A content of a course or of an event class; one table, one engine for both providers. */
export type ContentRecord = {
  id: number;
  provider: ContentProvider;
  /** The course of a course content; null for an event-class content. */
  courseId: number | null;
  eventId: number | null;
  classId: number | null;
  /** Position within its course or class (1 first). */
  position: number;
  title: string;
  description: string | null;
  type: 1 | 2 | 3 | 4 | 5;
  isReleased: boolean;
  isBlocked: boolean;
  /** When a content not released yet will be; null when not known. */
  releaseDate: string | null;
  /** Seconds of watching (content time) that finish it; null: finished on opening. */
  minDuration: number | null;
  file: string | null;
  code: string | null;
  duration: number;
  thumbnail: string;
  /** The exercise of an EXERCISE content. */
  exerciseId: number | null;
  instructorIds: number[];
  complements: Schemas['Complement'][];
};

export type QuestionRecord = {
  id: number;
  description: string;
  /** 1 multiple choice, 2 descriptive. */
  type: 1 | 2;
  alternatives: Schemas['Alternative'][];
  /** The correct alternative; null for a descriptive question. */
  correctAlternativeId: number | null;
  lastChange: string;
};

export type ExerciseRecord = {
  id: number;
  provider: ContentProvider;
  contentId: number;
  title: string;
  description: string;
  /** Seconds allowed for one questionnaire. */
  maximumTime: number;
  minCorrectAnswers: number;
  /** Questionnaires a learner may generate. */
  attemptLimit: number;
  /** Every questionnaire asks all of them (numberOfQuestions), in an order that turns per attempt. */
  questions: QuestionRecord[];
};

/** One answered page of a questionnaire. */
export type QuestionnaireAnswer = {
  alternativeId: number | null;
  /** Text of a descriptive answer. */
  answer: string | null;
  answeredAt: string;
};

/** A questionnaire generated for one learner, with the pages' questions and the answers given. */
export type QuestionnaireRecord = {
  id: number;
  userId: number;
  provider: ContentProvider;
  courseId: number | null;
  eventId: number | null;
  classId: number | null;
  contentId: number;
  exerciseId: number;
  minCorrectAnswers: number;
  maximumTime: number;
  createdAt: string;
  finishedAt: string | null;
  /** Question ids by page (page 1 first). */
  questionIds: number[];
  /** Answers by question id. */
  answers: Record<string, QuestionnaireAnswer>;
};

export type EnrollmentRecord = {
  courseId: number;
  enrolledAt: string;
  lastAccessAt: string;
  finishedAt: string | null;
};

/** A learner's progress in one content. */
export type ContentProgressRecord = {
  status: {
    progress: number;
    startedAt: string | null;
    finishedAt: string | null;
    checkpoint: number | null;
    scormCheckpoints: Schemas['ScormCheckpoint'][];
  };
  /** Content seconds watched so far (each save counts its seconds × playback speed). */
  watchedSeconds: number;
  /** The exercise status of an EXERCISE content. */
  exercise: Schemas['ExerciseStatus'] | null;
};

/** What one learner did in the learning area. */
export type LearnerRecord = {
  enrollments: EnrollmentRecord[];
  /** By `${provider}:${contentId}`. */
  contents: Record<string, ContentProgressRecord>;
  favorites: { courseId: number; createdAt: string }[];
  watchedPillIds: number[];
  /** Courses whose decoins were credited: once each, even after leaving and finishing again. */
  creditedCourseIds: number[];
};

/** A rating of a course content; comments are the ratings with a message. */
export type RatingRecord = {
  id: number;
  courseId: number;
  contentId: number;
  userID: number;
  stars: number;
  message: string;
  /** Ids of the users who liked it. */
  likes: number[];
  createdAt: string;
};

export type DoubtRecord = {
  id: number;
  userId: number;
  courseId: number;
  contentId: number;
  title: string;
  description: string;
  createdAt: string;
  /** The doubt this message follows up (the questions call's `responseId`). */
  responseId: number | null;
  response: Schemas['DoubtResponse'] | null;
};

/** A note on a content; the alternate annotations set works on the same records. */
export type NoteRecord = {
  id: number;
  userId: number;
  provider: ContentProvider;
  contentId: number;
  annotation: string;
  seconds: number;
  lastChange: string;
};

/** One recommendation of a course from one user to another. */
export type IndicationRecord = {
  id: number;
  courseId: number;
  fromUserId: number;
  toUserId: number;
  createdAt: string;
};

export type PillRecord = {
  id: number;
  title: string;
  isPublic: boolean;
  isActive: boolean;
  imageURL: string;
  lastChange: string;
  activationDate: string;
  inactivationDate: string | null;
  url: string;
  youtube: string;
  idCourse: number | null;
};

export type InstructorRecord = {
  id: number;
  name: string;
  image: string | null;
  biography: string | null;
};

export type LearningSlice = {
  schools: SchoolRecord[];
  courseTracks: CourseTrackRecord[];
  courses: CourseRecord[];
  contents: ContentRecord[];
  exercises: ExerciseRecord[];
  instructors: InstructorRecord[];
  pills: PillRecord[];
  /** What each learner did, by user id. */
  learners: Record<string, LearnerRecord>;
  contentRatings: RatingRecord[];
  contentDoubts: DoubtRecord[];
  contentNotes: NoteRecord[];
  questionnaires: QuestionnaireRecord[];
  indications: IndicationRecord[];
};
