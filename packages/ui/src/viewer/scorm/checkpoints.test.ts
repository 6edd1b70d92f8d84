import { describe, expect, it } from 'vitest';
import { changedCmi, flatCmi, isScormComplete, restorableCmi } from './scormCheckpoints';

describe('restorableCmi', () => {
  it('starts a first session from scratch', () => {
    expect(restorableCmi([])).toEqual({
      'cmi.core.lesson_status': 'not attempted',
      'cmi.core.entry': 'ab-initio',
    });
  });

  it('resumes a suspended session without its session-only values', () => {
    expect(
      restorableCmi([
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
    const restored = restorableCmi([
      { key: 'cmi.core.lesson_status', value: 'passed' },
      { key: 'cmi.core.exit', value: '' },
    ]);
    expect(restored['cmi.core.entry']).toBe('');
    expect(restored['cmi.core.lesson_status']).toBe('passed');
  });

  it('keeps the last value of an element saved twice and ignores what is not cmi', () => {
    expect(
      restorableCmi([
        { key: 'cmi.core.lesson_location', value: '2' },
        { key: 'cmi.core.lesson_location', value: '3' },
        { key: 'adl.nav.request', value: 'continue' },
      ]),
    ).toMatchObject({ 'cmi.core.lesson_location': '3' });
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

it('counts completed and passed as complete, nothing else', () => {
  expect(['completed', 'passed'].every(isScormComplete)).toBe(true);
  expect(
    ['incomplete', 'failed', 'browsed', 'not attempted', '', undefined].some(isScormComplete),
  ).toBe(false);
});
