import { describe, expect, it } from 'vitest';
import { hasAttended } from './attendance';

describe('hasAttended', () => {
  const records = [{ date: '2024-06-10T09:12:00' }, { date: '2024-06-12' }];

  it('is true when any attendance record exists and the QR link has no date', () => {
    expect(hasAttended(records)).toBe(true);
    expect(hasAttended(records, null)).toBe(true);
    expect(hasAttended([])).toBe(false);
    expect(hasAttended(null)).toBe(false);
    expect(hasAttended(undefined, '2024-06-10')).toBe(false);
  });

  it("needs a record on the QR code's day when the link carries one", () => {
    expect(hasAttended(records, '2024-06-10')).toBe(true);
    expect(hasAttended(records, new Date(2024, 5, 12, 15))).toBe(true);
    expect(hasAttended(records, '2024-06-11')).toBe(false);
  });

  it('ignores a QR date that is not a real date', () => {
    expect(hasAttended(records, 'ontem')).toBe(true);
  });
});
