import { describe, expect, it } from 'vitest';
import { enrollmentWindow, formatMomentBR, MODALITY_LABELS, placesLeft } from './classCard';

describe('enrollmentWindow', () => {
  const window = { enrollmentStart: '2026-11-01T00:00:00', enrollmentEnd: '2026-11-30T23:59:00' };

  it('is not open before its start, closed after its end, open between', () => {
    expect(enrollmentWindow(window, '2026-10-31T23:59:00')).toBe('notOpen');
    expect(enrollmentWindow(window, '2026-11-01T00:00:00')).toBe('open');
    expect(enrollmentWindow(window, new Date(2026, 10, 30, 23, 59))).toBe('open');
    expect(enrollmentWindow(window, '2026-12-01T00:00:00')).toBe('closed');
  });

  it('is open on the side of a missing bound', () => {
    expect(enrollmentWindow({}, '2026-11-10')).toBe('open');
    expect(
      enrollmentWindow({ enrollmentStart: null, enrollmentEnd: '2026-11-05' }, '2026-11-01'),
    ).toBe('open');
    expect(enrollmentWindow({ enrollmentStart: '2026-11-05' }, '2026-12-01')).toBe('open');
  });
});

describe('placesLeft', () => {
  const users = (count: number) => Array.from({ length: count }, (_, id) => ({ id }));

  it('is the capacity less the enrolled users, never below 0', () => {
    expect(placesLeft({ id: 1, maxCapacity: 30, enrollUsers: users(29) })).toBe(1);
    expect(placesLeft({ id: 1, maxCapacity: 30, enrollUsers: users(30) })).toBe(0);
    expect(placesLeft({ id: 1, maxCapacity: 3, enrollUsers: users(5) })).toBe(0);
  });

  it('is null (no limit) when the capacity is not positive', () => {
    expect(placesLeft({ id: 1, maxCapacity: 0, enrollUsers: users(5) })).toBeNull();
    expect(placesLeft({ id: 1, maxCapacity: null, enrollUsers: [] })).toBeNull();
    expect(placesLeft({ id: 1, enrollUsers: [] })).toBeNull();
  });
});

describe('formatMomentBR and MODALITY_LABELS', () => {
  it('says a day and its hour the Brazilian way', () => {
    expect(formatMomentBR('2026-11-03T08:30:00')).toBe('03/11/2026 às 08:30');
    expect(formatMomentBR(null)).toBe('');
  });

  it('names both modalities', () => {
    expect(MODALITY_LABELS).toEqual({ 1: 'Online', 2: 'Presencial' });
  });
});
