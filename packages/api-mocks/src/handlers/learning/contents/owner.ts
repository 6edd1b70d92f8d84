import type { ContentRecord, CourseRecord, ExerciseRecord } from '../../../db/learning';
import type { Schemas } from '../../../db/schemas';
import { database } from '../../../db/store';
import type { fail, invalid } from '../../../respond';
import { invalidId, pathId } from '../params';
import { refusals } from '../refusals';
import { contentsOfClass, contentsOfCourse, findCourse, peekLearner, progressOf } from '../state';

/** An answer that refuses the call (an error object or a validation-error list). */
export type Refusal = ReturnType<typeof fail> | ReturnType<typeof invalid>;

export const isRefusal = (value: unknown): value is Refusal => value instanceof Response;

/** A course or an event class: both go through the same engine. */
export type ContentOwner =
  | { provider: 'course'; course: CourseRecord }
  | { provider: 'event'; eventId: number; classId: number };

export function courseOwner(courseIdParam: string): ContentOwner | Refusal {
  const courseId = pathId(courseIdParam);
  if (courseId === null) return invalidId();
  const course = findCourse(courseId);
  if (!course?.isActive) return refusals.courseNotFound();
  return { provider: 'course', course };
}

/** An event class of the events area (or one with contents of its own here). */
export function eventOwner(eventIdParam: string, classIdParam: string): ContentOwner | Refusal {
  const eventId = pathId(eventIdParam);
  const classId = pathId(classIdParam);
  if (eventId === null || classId === null) return invalidId();
  const knownClass = (database().eventClasses ?? []).some(
    (eventClass) => eventClass.id === classId && eventClass.eventID === eventId,
  );
  const hasContents = contentsOfClass(classId).some((content) => content.eventId === eventId);
  if (!knownClass && !hasContents) return refusals.contentNotFound();
  return { provider: 'event', eventId, classId };
}

export const contentsOf = (owner: ContentOwner): ContentRecord[] =>
  owner.provider === 'course' ? contentsOfCourse(owner.course.id) : contentsOfClass(owner.classId);

export function contentOf(owner: ContentOwner, contentIdParam: string): ContentRecord | Refusal {
  const contentId = pathId(contentIdParam);
  if (contentId === null) return invalidId();
  return (
    contentsOf(owner).find((content) => content.id === contentId) ?? refusals.contentNotFound()
  );
}

/** A refusal on the way (invalid id, unknown course, class or content) is answered instead. */
export function withContent<T>(
  owner: ContentOwner | Refusal,
  contentIdParam: string,
  action: (content: ContentRecord, owner: ContentOwner) => T | Refusal,
): T | Refusal {
  if (isRefusal(owner)) return owner;
  const content = contentOf(owner, contentIdParam);
  return isRefusal(content) ? content : action(content, owner);
}

const courseBlocked = (owner: ContentOwner) =>
  owner.provider === 'course' && owner.course.isBlocked;

/** What cannot be opened cannot change. */
export function lockedRefusal(owner: ContentOwner, content: ContentRecord): Refusal | null {
  if (courseBlocked(owner)) return refusals.courseBlocked();
  if (!content.isReleased || content.isBlocked) return refusals.contentLocked();
  return null;
}

export const exerciseOf = (content: ContentRecord): ExerciseRecord | undefined =>
  content.exerciseId === null
    ? undefined
    : database().exercises.find((exercise) => exercise.id === content.exerciseId);

export const emptyExerciseStatus = (): Schemas['ExerciseStatus'] => ({
  doing: false,
  finished: false,
  userAttempts: 0,
  questionnaire: null,
});

/** A content with the learner's status, as the content list and detail answer it. */
export function contentView(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
): Schemas['CourseContent'] {
  const progress = progressOf(peekLearner(userId), content);
  const exercise = exerciseOf(content);
  return {
    id: content.id,
    title: content.title,
    description: content.description,
    type: content.type,
    providerType: content.provider === 'course' ? 0 : 1,
    isReleased: content.isReleased,
    isBlocked: content.isBlocked || courseBlocked(owner),
    releaseDate: content.releaseDate,
    minDuration: content.minDuration,
    status: structuredClone(progress.status),
    exercise: exercise
      ? {
          exerciseId: exercise.id,
          maximumTime: exercise.maximumTime,
          numberOfQuestions: exercise.questions.length,
          status: structuredClone(progress.exercise ?? emptyExerciseStatus()),
        }
      : null,
    file: content.file,
    code: content.code,
    duration: content.duration,
    thumbnail: content.thumbnail,
  };
}
