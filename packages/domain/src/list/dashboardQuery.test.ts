import { describe, expect, it } from 'vitest';
import {
  clearSchoolsInQuery,
  closeCommentsInQuery,
  openCommentsInQuery,
  pageInQuery,
  parseIdList,
  readDashboardQuery,
  selectTracksInQuery,
  toggleSchoolInQuery,
  writeDashboardQuery,
} from './dashboardQuery';

describe('parseIdList', () => {
  it('reads a comma list of ids, dropping what is not an id', () => {
    expect(parseIdList('1,2, 30')).toEqual([1, 2, 30]);
    expect(parseIdList('1,,x,-2,3')).toEqual([1, 3]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(parseIdList(['1'])).toEqual([]);
  });
});

describe('toggleSchoolInQuery', () => {
  it('adds a school and resets the page to 1', () => {
    expect(toggleSchoolInQuery({ page: 3, schools: '1' }, 2)).toEqual({ page: 1, schools: '1,2' });
    expect(toggleSchoolInQuery({}, 2)).toEqual({ page: 1, schools: '2' });
  });

  it('removes a chosen school, and the key with the last one', () => {
    expect(toggleSchoolInQuery({ page: 3, schools: '1,2' }, 1)).toEqual({ page: 1, schools: '2' });
    expect(toggleSchoolInQuery({ page: 3, schools: '2', courseTracks: '7' }, 2)).toEqual({
      page: 1,
      courseTracks: '7',
    });
  });
});

describe('clearSchoolsInQuery and selectTracksInQuery', () => {
  it('clearing removes the schools key', () => {
    expect(clearSchoolsInQuery({ page: 2, schools: '1,2' })).toEqual({ page: 1 });
  });

  it('selecting tracks sets courseTracks and page 1, and none removes the key', () => {
    expect(selectTracksInQuery({ page: 5 }, [4, 9])).toEqual({ page: 1, courseTracks: '4,9' });
    expect(selectTracksInQuery({ page: 5, courseTracks: '4' }, [])).toEqual({ page: 1 });
  });
});

describe('pageInQuery', () => {
  it('sets the page, 1 by default', () => {
    expect(pageInQuery({ schools: '1' }, 4)).toEqual({ schools: '1', page: 4 });
    expect(pageInQuery({ page: 4 }, null)).toEqual({ page: 1 });
    expect(pageInQuery({ page: 4 })).toEqual({ page: 1 });
    expect(pageInQuery({ page: 4 }, 0)).toEqual({ page: 1 });
  });
});

describe('openCommentsInQuery and closeCommentsInQuery', () => {
  it('keep courseID and pageDefault while open and remove both on close', () => {
    const open = openCommentsInQuery({ page: 2 }, 15);
    expect(open).toEqual({ page: 2, courseID: '15', pageDefault: 1 });
    expect(openCommentsInQuery(open, 15, 3)).toEqual({ page: 2, courseID: '15', pageDefault: 3 });
    expect(closeCommentsInQuery(open)).toEqual({ page: 2 });
  });
});

describe('readDashboardQuery', () => {
  it('reads every key of the URL, with the pages as numbers', () => {
    const params = new URLSearchParams(
      'page=3&schools=1,2&courseTracks=7&courseID=12&pageDefault=2&notification=true',
    );
    expect(readDashboardQuery(params)).toEqual({
      page: 3,
      schools: '1,2',
      courseTracks: '7',
      courseID: '12',
      pageDefault: 2,
      notification: 'true',
    });
  });

  it('leaves out a page that is not a whole number', () => {
    expect(
      readDashboardQuery([
        ['page', '-1'],
        ['pageDefault', 'dois'],
      ]),
    ).toEqual({});
    expect(readDashboardQuery([])).toEqual({});
  });

  it('keeps the first value of a repeated key', () => {
    expect(
      readDashboardQuery([
        ['page', '2'],
        ['page', '5'],
        ['schools', '1'],
        ['schools', '4'],
      ]),
    ).toEqual({ page: 2, schools: '1' });
  });
});

describe('writeDashboardQuery', () => {
  it('writes every key with a value, as text', () => {
    expect(
      writeDashboardQuery({ page: 1, schools: '1,2', courseID: '12', pageDefault: 2 }),
    ).toEqual([
      ['page', '1'],
      ['schools', '1,2'],
      ['courseID', '12'],
      ['pageDefault', '2'],
    ]);
  });

  it('drops the keys without a value', () => {
    expect(
      writeDashboardQuery({ page: 1, schools: '', courseTracks: undefined, notification: null }),
    ).toEqual([['page', '1']]);
  });

  it('reads back what it wrote', () => {
    const query = toggleSchoolInQuery({ page: 4, courseTracks: '7' }, 3);
    expect(readDashboardQuery(writeDashboardQuery(query))).toEqual(query);
  });
});
