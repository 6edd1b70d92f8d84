import { describe, expect, it } from 'vitest';
import { formatDateBR, formatDateTimeBR, formatDayMonthBR, formatTimeBR } from './dates';

describe('formatDateBR', () => {
  it('shows dd/mm/yyyy from ISO days, date-times and Dates', () => {
    expect(formatDateBR('2024-03-05')).toBe('05/03/2024');
    expect(formatDateBR('2024-12-31T23:30:00')).toBe('31/12/2024');
    expect(formatDateBR(new Date(2024, 0, 9))).toBe('09/01/2024');
  });

  it('shows nothing when there is no real date', () => {
    expect(formatDateBR('2024-02-31')).toBe('');
    expect(formatDateBR(null)).toBe('');
    expect(formatDateBR(undefined)).toBe('');
  });
});

describe('formatTimeBR and formatDateTimeBR', () => {
  it('show 24-hour times', () => {
    expect(formatTimeBR('2024-03-05T09:05:00')).toBe('09:05');
    expect(formatTimeBR('2024-03-05T21:40:59')).toBe('21:40');
    expect(formatDateTimeBR('2024-03-05T21:40:00')).toBe('05/03/2024 21:40');
  });

  it('show nothing when there is no real date', () => {
    expect(formatTimeBR('x')).toBe('');
    expect(formatDateTimeBR(null)).toBe('');
  });
});

describe('formatDayMonthBR', () => {
  it('shows dd/mm of a day, and nothing without a real one', () => {
    expect(formatDayMonthBR('2024-03-05')).toBe('05/03');
    expect(formatDayMonthBR('2024-12-31T23:30:00')).toBe('31/12');
    expect(formatDayMonthBR('2024-02-31')).toBe('');
    expect(formatDayMonthBR(null)).toBe('');
  });
});
