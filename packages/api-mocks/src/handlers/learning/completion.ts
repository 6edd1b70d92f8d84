import { PROGRESS } from '@decola/domain';
import type { ContentRecord, CourseRecord } from '../../db/learning';
import type { Schemas } from '../../db/schemas';
import { database, now } from '../../db/store';
import { creditDecoins } from '../../wallet';
import {
  contentsOfCourse,
  enrollmentOf,
  findCourse,
  isContentFinished,
  learnerOf,
  progressToWrite,
  touchEnrollment,
} from './state';
import { certificatePath } from './views';

/** Credited decoins expire a year later (the terms say decoins can expire; the term is ours). */
const DECOINS_VALID_DAYS = 365;

/** Whether every content of a course is finished (a locked content keeps the course open). */
export function isCourseComplete(userId: number, courseId: number): boolean {
  const learner = learnerOf(userId);
  const contents = contentsOfCourse(courseId);
  return contents.length > 0 && contents.every((content) => isContentFinished(learner, content));
}

/**
 * Decoins once ever (leaving and finishing again earns nothing), never without a company (no
 * wallet) nor over the daily limit (the cap discards them).
 */
export function completeCourse(userId: number, course: CourseRecord): Schemas['CourseCompletion'] {
  const learner = learnerOf(userId);
  const enrollment = touchEnrollment(userId, course.id);
  const user = database().users.find((candidate) => candidate.id === userId);
  // The finished count the profile and the statistics show moves with the course.
  if (!enrollment.finishedAt && user) {
    user.completeCourses = (user.completeCourses ?? 0) + 1;
    const activity = database().activity[userId];
    if (activity && course.haveCertification) activity.certificates += 1;
  }
  enrollment.finishedAt ??= now().toISOString();
  let earnedDecoins = 0;
  const hasWallet = (user?.companies ?? []).some((company) => company.id > 0);
  if (course.decoins > 0 && !learner.creditedCourseIds.includes(course.id)) {
    learner.creditedCourseIds.push(course.id);
    if (hasWallet && !database().demo.dailyDecoinLimitExceeded) {
      const expiresAt = new Date(now().getTime() + DECOINS_VALID_DAYS * 86_400_000).toISOString();
      creditDecoins(
        userId,
        course.decoins,
        'COURSE_FINISHED',
        `Conclusão do curso "${course.title}"`,
        expiresAt,
      );
      earnedDecoins = course.decoins;
    }
  }
  return {
    courseID: course.id,
    statusCourse: { finished: true, progress: false },
    certificatePath: course.haveCertification ? certificatePath(course.id, userId) : null,
    earnedDecoins,
  };
}

/** The last open content of a course finishes the course. */
export function finishContent(userId: number, content: ContentRecord) {
  const progress = progressToWrite(userId, content);
  const at = now().toISOString();
  progress.status.startedAt ??= at;
  progress.status.progress = PROGRESS.FINISHED;
  progress.status.finishedAt ??= at;
  if (content.provider !== 'course' || content.courseId === null) return progress.status;
  const course = findCourse(content.courseId);
  const learner = learnerOf(userId);
  if (
    course &&
    !enrollmentOf(learner, course.id)?.finishedAt &&
    isCourseComplete(userId, course.id)
  )
    completeCourse(userId, course);
  return progress.status;
}
