import { describe, expect, it } from 'vitest';
import {
  canUnenroll,
  CLASS_ENROLLMENT_MESSAGES,
  classEnrollmentBlocker,
  enrollInClass,
  unenrollFromClass,
} from './classEnrollment';
import type { EventClass } from './classEnrollment';

const eventClass: EventClass = {
  id: 5,
  maxCapacity: 3,
  finishedAt: null,
  enrollUsers: [{ id: 1 }, { id: 2 }],
};

describe('classEnrollmentBlocker', () => {
  it('lets a user enrol while there are seats and the class runs', () => {
    expect(classEnrollmentBlocker(eventClass, 9)).toBeNull();
  });

  it('blocks a user already enrolled', () => {
    expect(classEnrollmentBlocker(eventClass, 2)).toBe('ALREADY_ENROLLED');
  });

  it('blocks when the last seat is taken', () => {
    expect(classEnrollmentBlocker({ ...eventClass, maxCapacity: 2 }, 9)).toBe(
      'MAX_CAPACITY_REACHED',
    );
    expect(classEnrollmentBlocker({ ...eventClass, maxCapacity: 1 }, 9)).toBe(
      'MAX_CAPACITY_REACHED',
    );
  });

  it('has no limit without a positive capacity', () => {
    expect(classEnrollmentBlocker({ ...eventClass, maxCapacity: null }, 9)).toBeNull();
    expect(classEnrollmentBlocker({ ...eventClass, maxCapacity: 0 }, 9)).toBeNull();
    expect(classEnrollmentBlocker({ id: 5, enrollUsers: [] }, 9)).toBeNull();
  });

  it('blocks a finished class', () => {
    expect(classEnrollmentBlocker({ ...eventClass, finishedAt: '2024-06-10T18:00:00' }, 9)).toBe(
      'EVENT_CLASS_FINISHED',
    );
  });

  it("reports in the spec's order: enrolled, then capacity, then finished", () => {
    const full = { ...eventClass, maxCapacity: 2, finishedAt: '2024-06-10T18:00:00' };
    expect(classEnrollmentBlocker(full, 1)).toBe('ALREADY_ENROLLED');
    expect(classEnrollmentBlocker(full, 9)).toBe('MAX_CAPACITY_REACHED');
  });

  it('has the catalogue message of each blocker', () => {
    expect(CLASS_ENROLLMENT_MESSAGES).toEqual({
      ALREADY_ENROLLED: 'Você já está matriculado nessa turma.',
      MAX_CAPACITY_REACHED: 'Não há mais vagas para essa turma.',
      EVENT_CLASS_FINISHED: 'Esta turma já foi finalizada.',
    });
  });
});

describe('enrollInClass', () => {
  it('adds the user once and sets enrolled', () => {
    const state = enrollInClass({ eventClass, enrolled: false, attended: false }, 9);
    expect(state.enrolled).toBe(true);
    expect(state.eventClass.enrollUsers).toEqual([{ id: 1 }, { id: 2 }, { id: 9 }]);
    expect(enrollInClass(state, 9).eventClass.enrollUsers).toHaveLength(3);
    expect(eventClass.enrollUsers).toHaveLength(2);
  });
});

describe('canUnenroll and unenrollFromClass', () => {
  it('unenrol removes the user and clears enrolled and attended', () => {
    expect(canUnenroll(eventClass)).toBe(true);
    expect(unenrollFromClass({ eventClass, enrolled: true, attended: true }, 2)).toEqual({
      eventClass: { ...eventClass, enrollUsers: [{ id: 1 }] },
      enrolled: false,
      attended: false,
    });
  });

  it('is blocked only when the class is finished', () => {
    const finished = { ...eventClass, finishedAt: '2024-06-10T18:00:00' };
    expect(canUnenroll(finished)).toBe(false);
    const state = { eventClass: finished, enrolled: true, attended: true };
    expect(unenrollFromClass(state, 2)).toBe(state);
  });
});
