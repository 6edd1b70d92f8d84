import { describe, expect, it } from 'vitest';
import { isNewCourse } from './isNewCourse';

const TODAY = new Date(2024, 5, 15, 18, 30);

describe('isNewCourse', () => {
  it('is new when today lies within the window, both days included', () => {
    expect(
      isNewCourse({ releaseStartDate: '2024-06-01', releaseEndDate: '2024-06-30' }, TODAY),
    ).toBe(true);
    expect(
      isNewCourse({ releaseStartDate: '2024-06-15', releaseEndDate: '2024-06-15' }, TODAY),
    ).toBe(true);
    expect(
      isNewCourse(
        { releaseStartDate: '2024-06-15T23:00:00', releaseEndDate: '2024-06-15T08:00:00' },
        TODAY,
      ),
    ).toBe(true);
  });

  it('is not new the day before the start or the day after the end', () => {
    expect(
      isNewCourse({ releaseStartDate: '2024-06-16', releaseEndDate: '2024-06-30' }, TODAY),
    ).toBe(false);
    expect(
      isNewCourse({ releaseStartDate: '2024-06-01', releaseEndDate: '2024-06-14' }, TODAY),
    ).toBe(false);
  });

  it('with only a start, is new on or after it', () => {
    expect(isNewCourse({ releaseStartDate: '2024-06-15' }, TODAY)).toBe(true);
    expect(isNewCourse({ releaseStartDate: '2020-01-01', releaseEndDate: null }, TODAY)).toBe(true);
    expect(isNewCourse({ releaseStartDate: '2024-06-16' }, TODAY)).toBe(false);
  });

  it('with only an end, is new on or before it', () => {
    expect(isNewCourse({ releaseEndDate: '2024-06-15' }, TODAY)).toBe(true);
    expect(isNewCourse({ releaseEndDate: '2024-06-14' }, TODAY)).toBe(false);
  });

  it('is never new without a bound that is a real date', () => {
    expect(isNewCourse({}, TODAY)).toBe(false);
    expect(isNewCourse({ releaseStartDate: null, releaseEndDate: null }, TODAY)).toBe(false);
    expect(isNewCourse({ releaseStartDate: 'em breve' }, TODAY)).toBe(false);
  });

  it('is never new when today is not a real date', () => {
    expect(isNewCourse({ releaseStartDate: '2024-06-01' }, 'hoje')).toBe(false);
  });

  it('takes today as an ISO day too', () => {
    expect(
      isNewCourse({ releaseStartDate: '2024-06-01', releaseEndDate: '2024-06-30' }, '2024-06-30'),
    ).toBe(true);
    expect(
      isNewCourse({ releaseStartDate: '2024-06-01', releaseEndDate: '2024-06-30' }, '2024-07-01'),
    ).toBe(false);
  });
});
