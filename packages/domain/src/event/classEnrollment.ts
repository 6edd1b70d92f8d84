import { ERROR_CODES } from '../messages/errorCodes';
import { ERROR_MESSAGES } from '../messages/errorMessages';

/** The event class fields enrolment reads. */
export interface EventClass {
  id: number | string;
  maxCapacity?: number | null;
  finishedAt?: string | null;
  enrollUsers: ReadonlyArray<{ id: number | string }>;
}

/** The event screen's state of one class for the signed-in user. */
export interface ClassEnrollmentState<C extends EventClass = EventClass> {
  eventClass: C;
  enrolled: boolean;
  attended: boolean;
}

export type ClassEnrollmentBlocker =
  | typeof ERROR_CODES.ALREADY_ENROLLED
  | typeof ERROR_CODES.MAX_CAPACITY_REACHED
  | typeof ERROR_CODES.EVENT_CLASS_FINISHED;

export const CLASS_ENROLLMENT_MESSAGES: Record<ClassEnrollmentBlocker, string> = {
  ALREADY_ENROLLED: ERROR_MESSAGES.alreadyEnrolled,
  MAX_CAPACITY_REACHED: ERROR_MESSAGES.maxCapacityReached,
  EVENT_CLASS_FINISHED: ERROR_MESSAGES.eventClassFinished,
};

const isEnrolled = (eventClass: EventClass, userId: number | string): boolean =>
  eventClass.enrollUsers.some((user) => user.id === userId);

const isFinished = (eventClass: EventClass): boolean => Boolean(eventClass.finishedAt);

/** In the spec's order; a class without a positive capacity has no limit. */
export function classEnrollmentBlocker(
  eventClass: EventClass,
  userId: number | string,
): ClassEnrollmentBlocker | null {
  if (isEnrolled(eventClass, userId)) return ERROR_CODES.ALREADY_ENROLLED;
  const capacity = eventClass.maxCapacity ?? 0;
  if (capacity > 0 && eventClass.enrollUsers.length >= capacity)
    return ERROR_CODES.MAX_CAPACITY_REACHED;
  if (isFinished(eventClass)) return ERROR_CODES.EVENT_CLASS_FINISHED;
  return null;
}

/** Unenrolling is blocked only when the class is finished. */
export const canUnenroll = (eventClass: EventClass): boolean => !isFinished(eventClass);

/** Enrolling adds the user to the class's enrolled users (once) and sets enrolled. */
export function enrollInClass<C extends EventClass>(
  state: ClassEnrollmentState<C>,
  userId: number | string,
): ClassEnrollmentState<C> {
  const enrollUsers = isEnrolled(state.eventClass, userId)
    ? state.eventClass.enrollUsers
    : [...state.eventClass.enrollUsers, { id: userId }];
  return { ...state, eventClass: { ...state.eventClass, enrollUsers }, enrolled: true };
}

/** A finished class keeps its state. */
export function unenrollFromClass<C extends EventClass>(
  state: ClassEnrollmentState<C>,
  userId: number | string,
): ClassEnrollmentState<C> {
  if (!canUnenroll(state.eventClass)) return state;
  const enrollUsers = state.eventClass.enrollUsers.filter((user) => user.id !== userId);
  return {
    ...state,
    eventClass: { ...state.eventClass, enrollUsers },
    enrolled: false,
    attended: false,
  };
}
