import { describe, expect, it } from 'vitest';
import {
  changedCmi,
  flatCmi,
  isScoComplete,
  isScormComplete,
  lmsEvaluated,
  restorableCmi,
} from './checkpoints';

describe('restorableCmi (SCORM 1.2)', () => {
  it('starts a first session from scratch', () => {
    expect(restorableCmi('1.2', [])).toEqual({
      'cmi.core.lesson_status': 'not attempted',
      'cmi.core.entry': 'ab-initio',
    });
  });

  it('resumes a suspended session without its session-only values', () => {
    expect(
      restorableCmi('1.2', [
        { key: 'cmi.core.lesson_location', value: '4' },
        { key: 'cmi.suspend_data', value: '{"pagina":4}' },
        { key: 'cmi.core.lesson_status', value: 'incomplete' },
        { key: 'cmi.core.exit', value: 'suspend' },
        { key: 'cmi.core.session_time', value: '0000:02:10' },
        { key: 'cmi.core.total_time', value: '0000:02:10' },
        { key: 'cmi.core.entry', value: 'ab-initio' },
      ]),
    ).toEqual({
      'cmi.core.lesson_location': '4',
      'cmi.suspend_data': '{"pagina":4}',
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.total_time': '0000:02:10',
      'cmi.core.entry': 'resume',
    });
  });

  it('enters neither fresh nor resumed after a session that was not suspended', () => {
    const restored = restorableCmi('1.2', [
      { key: 'cmi.core.lesson_status', value: 'passed' },
      { key: 'cmi.core.exit', value: '' },
    ]);
    expect(restored['cmi.core.entry']).toBe('');
    expect(restored['cmi.core.lesson_status']).toBe('passed');
  });

  it('keeps the last value of an element saved twice and ignores what is not cmi', () => {
    expect(
      restorableCmi('1.2', [
        { key: 'cmi.core.lesson_location', value: '2' },
        { key: 'cmi.core.lesson_location', value: '3' },
        { key: 'adl.nav.request', value: 'continue' },
      ]),
    ).toMatchObject({ 'cmi.core.lesson_location': '3' });
  });
});

describe('restorableCmi (SCORM 2004)', () => {
  it("enters 'ab-initio' with nothing saved, 'resume' with location and suspend data after a suspend", () => {
    expect(restorableCmi('2004', [])).toEqual({ 'cmi.entry': 'ab-initio' });
    expect(
      restorableCmi('2004', [
        { key: 'cmi.location', value: 'p3' },
        { key: 'cmi.suspend_data', value: 'respostas=a,b' },
        { key: 'cmi.completion_status', value: 'incomplete' },
        { key: 'cmi.exit', value: 'suspend' },
        { key: 'cmi.session_time', value: 'PT1M' },
        { key: 'cmi.total_time', value: 'PT3M' },
      ]),
    ).toEqual({
      'cmi.location': 'p3',
      'cmi.suspend_data': 'respostas=a,b',
      'cmi.completion_status': 'incomplete',
      'cmi.total_time': 'PT3M',
      'cmi.entry': 'resume',
    });
    expect(restorableCmi('2004', [{ key: 'cmi.exit', value: 'normal' }])['cmi.entry']).toBe('');
  });
});

describe('changedCmi', () => {
  it('lists the values that differ from the last ones sent, as strings', () => {
    const sent = flatCmi({ 'cmi.core.lesson_status': 'incomplete', 'cmi.core.score.raw': '' });
    const now = flatCmi({
      'cmi.core.lesson_status': 'passed',
      'cmi.core.score.raw': '100',
      'cmi.interactions': {},
    });
    expect(changedCmi(now, sent)).toEqual([
      { key: 'cmi.core.lesson_status', value: 'passed' },
      { key: 'cmi.core.score.raw', value: '100' },
    ]);
    expect(changedCmi(now, now)).toEqual([]);
  });
});

describe('lmsEvaluated: where the package leaves success to the LMS', () => {
  it('SCORM 1.2: completed with a score becomes passed or failed against the mastery score', () => {
    const completed = {
      'cmi.core.lesson_status': 'completed',
      'cmi.student_data.mastery_score': '70',
      'cmi.core.credit': 'credit',
    };
    const status = (raw: string) =>
      lmsEvaluated('1.2', { ...completed, 'cmi.core.score.raw': raw })['cmi.core.lesson_status'];
    expect(status('70')).toBe('passed');
    expect(status('69.5')).toBe('failed');
    expect(status('')).toBe('completed');
    expect(
      lmsEvaluated('1.2', { ...completed, 'cmi.student_data.mastery_score': '' })[
        'cmi.core.lesson_status'
      ],
    ).toBe('completed');
  });

  it('SCORM 2004: success by score.scaled against scaled_passing_score', () => {
    const values = { 'cmi.scaled_passing_score': '0.7', 'cmi.success_status': 'unknown' };
    expect(
      lmsEvaluated('2004', { ...values, 'cmi.score.scaled': '0.8' })['cmi.success_status'],
    ).toBe('passed');
    expect(
      lmsEvaluated('2004', { ...values, 'cmi.score.scaled': '0.5' })['cmi.success_status'],
    ).toBe('failed');
    expect(lmsEvaluated('2004', values)['cmi.success_status']).toBe('unknown');
    expect(lmsEvaluated('2004', { 'cmi.success_status': 'passed' })['cmi.success_status']).toBe(
      'passed',
    );
  });

  it('SCORM 2004: completion by progress_measure against completion_threshold', () => {
    const values = { 'cmi.completion_threshold': '0.8', 'cmi.completion_status': 'completed' };
    expect(lmsEvaluated('2004', values)['cmi.completion_status']).toBe('unknown');
    expect(
      lmsEvaluated('2004', { ...values, 'cmi.progress_measure': '0.5' })['cmi.completion_status'],
    ).toBe('incomplete');
    expect(
      lmsEvaluated('2004', { ...values, 'cmi.progress_measure': '0.8' })['cmi.completion_status'],
    ).toBe('completed');
  });
});

it('counts completed and passed as complete, nothing else', () => {
  expect(['completed', 'passed'].every(isScormComplete)).toBe(true);
  expect(
    ['incomplete', 'failed', 'browsed', 'not attempted', '', undefined].some(isScormComplete),
  ).toBe(false);
  expect(isScoComplete('2004', { 'cmi.completion_status': 'completed' })).toBe(true);
  expect(isScoComplete('2004', { 'cmi.success_status': 'passed' })).toBe(true);
  expect(
    isScoComplete('2004', {
      'cmi.completion_status': 'incomplete',
      'cmi.success_status': 'failed',
    }),
  ).toBe(false);
});
