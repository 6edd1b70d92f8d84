import { PROGRESS } from '@decola/domain';
import type {
  ContentProgressRecord,
  ContentProvider,
  ContentRecord,
  CourseRecord,
  EnrollmentRecord,
  LearnerRecord,
} from '../../db/learning';
import { database, now } from '../../db/store';

/** A learner's record, created on their first action. */
export function learnerOf(userId: number): LearnerRecord {
  const learners = database().learners;
  return (learners[userId] ??= {
    enrollments: [],
    contents: {},
    favorites: [],
    watchedPillIds: [],
    creditedCourseIds: [],
  });
}

/** A learner's record without creating one (reads must not grow the database). */
export const peekLearner = (userId: number | null): LearnerRecord | undefined =>
  userId === null ? undefined : database().learners[userId];

export const progressKey = (provider: ContentProvider, contentId: number) =>
  `${provider}:${contentId}`;

export const enrollmentOf = (learner: LearnerRecord | undefined, courseId: number) =>
  learner?.enrollments.find((enrollment) => enrollment.courseId === courseId);

export const findCourse = (id: number) => database().courses.find((course) => course.id === id);
export const findTrack = (id: number) => database().courseTracks.find((track) => track.id === id);
export const findSchool = (id: number) => database().schools.find((school) => school.id === id);
export const findInstructor = (id: number) =>
  database().instructors.find((instructor) => instructor.id === id);

/** The learner's courses, most recently opened first, with their enrolment. */
export function enrolledCourses(
  userId: number,
): { course: CourseRecord; enrollment: EnrollmentRecord }[] {
  const learner = peekLearner(userId);
  return (learner?.enrollments ?? [])
    .map((enrollment) => ({ enrollment, course: findCourse(enrollment.courseId) }))
    .filter((entry): entry is { course: CourseRecord; enrollment: EnrollmentRecord } =>
      Boolean(entry.course?.isActive),
    )
    .sort((a, b) => b.enrollment.lastAccessAt.localeCompare(a.enrollment.lastAccessAt));
}

/**
 * The courses in progress: enrolled and not finished. The one list both 'Continue de onde você
 * parou!' and the statistics' count read, so they always agree.
 */
export const coursesInProgress = (userId: number): CourseRecord[] =>
  enrolledCourses(userId)
    .filter(({ enrollment }) => !enrollment.finishedAt)
    .map(({ course }) => course);

/** The active courses, in catalogue order. */
export const activeCourses = () => database().courses.filter((course) => course.isActive);

const byPosition = (a: ContentRecord, b: ContentRecord) => a.position - b.position;

export const contentsOfCourse = (courseId: number) =>
  database()
    .contents.filter((content) => content.provider === 'course' && content.courseId === courseId)
    .sort(byPosition);

export const contentsOfClass = (classId: number) =>
  database()
    .contents.filter((content) => content.provider === 'event' && content.classId === classId)
    .sort(byPosition);

export const emptyStatus = (): ContentProgressRecord['status'] => ({
  progress: PROGRESS.NOT_STARTED,
  startedAt: null,
  finishedAt: null,
  checkpoint: null,
  scormCheckpoints: [],
});

/** A learner's progress in a content, or what it is before they open it. */
export function progressOf(
  learner: LearnerRecord | undefined,
  content: ContentRecord,
): ContentProgressRecord {
  return (
    learner?.contents[progressKey(content.provider, content.id)] ?? {
      status: emptyStatus(),
      watchedSeconds: 0,
      exercise: null,
    }
  );
}

/** The progress record a learner's action writes to, created on first use. */
export function progressToWrite(userId: number, content: ContentRecord): ContentProgressRecord {
  const learner = learnerOf(userId);
  const key = progressKey(content.provider, content.id);
  return (learner.contents[key] ??= { status: emptyStatus(), watchedSeconds: 0, exercise: null });
}

export const isContentFinished = (learner: LearnerRecord | undefined, content: ContentRecord) =>
  progressOf(learner, content).status.progress >= PROGRESS.FINISHED;

/** Made on a first view without enrolling; accessed now orders 'Continue de onde você parou!'. */
export function touchEnrollment(userId: number, courseId: number): EnrollmentRecord {
  const learner = learnerOf(userId);
  const at = now().toISOString();
  let enrollment = enrollmentOf(learner, courseId);
  if (!enrollment) {
    enrollment = { courseId, enrolledAt: at, lastAccessAt: at, finishedAt: null };
    learner.enrollments.push(enrollment);
  }
  enrollment.lastAccessAt = at;
  return enrollment;
}
