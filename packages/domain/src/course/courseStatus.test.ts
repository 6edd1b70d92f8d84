import { describe, expect, it } from 'vitest';
import { COURSE_STATUS_LABELS, courseCardStatus } from './courseStatus';

describe('courseCardStatus', () => {
  it('is finished when the course is finished', () => {
    expect(courseCardStatus({ statusCourse: { finished: true, progress: true } })).toBe('finished');
    expect(COURSE_STATUS_LABELS.finished).toBe('Concluído');
  });

  it('is in progress with a progress flag, a progress above 0 or a course progress above 0', () => {
    expect(courseCardStatus({ statusCourse: { finished: false, progress: true } })).toBe(
      'inProgress',
    );
    expect(courseCardStatus({ statusCourse: { progress: 1 } })).toBe('inProgress');
    expect(courseCardStatus({ courseProgress: 10 })).toBe('inProgress');
    expect(COURSE_STATUS_LABELS.inProgress).toBe('Em andamento');
  });

  it('shows nothing for a course not started', () => {
    expect(courseCardStatus({})).toBeNull();
    expect(
      courseCardStatus({ statusCourse: { finished: false, progress: false }, courseProgress: 0 }),
    ).toBeNull();
    expect(courseCardStatus({ statusCourse: { progress: 0 } })).toBeNull();
    expect(courseCardStatus({ statusCourse: null, courseProgress: null })).toBeNull();
  });
});
