import { COURSE_MESSAGES } from '../messages/screenTexts';

/** A course card's status. */
export interface CourseStatusFields {
  statusCourse?: { finished?: boolean | null; progress?: boolean | number | null } | null;
  courseProgress?: number | null;
}

export type CourseCardStatus = 'finished' | 'inProgress' | null;

/** 'Concluído' when finished, 'Em andamento' when in progress, nothing otherwise. */
export function courseCardStatus(course: CourseStatusFields): CourseCardStatus {
  if (course.statusCourse?.finished) return 'finished';
  const progress = course.statusCourse?.progress;
  if (
    progress === true ||
    (typeof progress === 'number' && progress > 0) ||
    (course.courseProgress ?? 0) > 0
  ) {
    return 'inProgress';
  }
  return null;
}

export const COURSE_STATUS_LABELS = {
  finished: COURSE_MESSAGES.finished,
  inProgress: COURSE_MESSAGES.inProgress,
} as const;
