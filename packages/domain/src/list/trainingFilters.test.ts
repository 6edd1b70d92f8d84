import { describe, expect, it } from 'vitest';
import { searchToQuery, toggleSortInQuery } from './listQuery';
import {
  favoriteTrainingsRequest,
  filterInQuery,
  interestCoursesRequest,
  parseCourseStatusFilter,
  parseFavoriteType,
  readListQuery,
  writeListQuery,
} from './trainingFilters';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('readListQuery', () => {
  it('reads the page, the search and the sort of the URL', () => {
    expect(read('page=2&search=NR-35&orderBy=title&order=Desc&type=pill')).toEqual({
      page: 2,
      search: 'NR-35',
      orderBy: 'title',
      order: 'Desc',
      type: 'pill',
    });
  });

  it('leaves out what makes no sense: a page that is not a number, half a sort, a blank search', () => {
    expect(read('page=abc&orderBy=title&search=%20%20')).toEqual({ page: undefined });
    expect(read('page=0')).toEqual({ page: undefined });
    expect(read('order=Asc')).toEqual({ page: undefined });
    expect(read('orderBy=title&order=up')).toEqual({ page: undefined });
  });

  it('keeps a search within the contract’s 100 characters', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes back what it read, without empty keys', () => {
    const query = read('title=Lideran%C3%A7a&page=3&search=equipe');
    expect(new URLSearchParams(writeListQuery(query)).toString()).toBe(
      'title=Lideran%C3%A7a&page=3&search=equipe',
    );
    expect(writeListQuery({ page: 1, search: '', orderBy: undefined })).toEqual([['page', '1']]);
  });

  it('round-trips the sort cycle and the search rule through the URL', () => {
    const sorted = toggleSortInQuery(read('page=4'), 'title');
    expect(read(new URLSearchParams(writeListQuery(sorted)).toString())).toEqual(sorted);
    const searched = searchToQuery(sorted, 'gestão');
    expect(read(new URLSearchParams(writeListQuery(searched)).toString())).toEqual({
      page: 1,
      search: 'gestão',
      orderBy: 'title',
      order: 'Asc',
    });
  });
});

describe('filterInQuery', () => {
  it('sets or clears a filter and goes back to page 1, keeping search and sort', () => {
    const query = { page: 3, search: 'obra', orderBy: 'title', order: 'Asc' as const };
    expect(filterInQuery(query, 'type', 'pill')).toEqual({ ...query, page: 1, type: 'pill' });
    expect(filterInQuery({ ...query, type: 'pill' }, 'type')).toEqual({ ...query, page: 1 });
  });
});

describe('the filters of the contract', () => {
  it('accept only the contract’s values', () => {
    expect(parseCourseStatusFilter('IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(parseCourseStatusFilter('in_progress')).toBeUndefined();
    expect(parseFavoriteType('pill')).toBe('pill');
    expect(parseFavoriteType('event')).toBeUndefined();
  });
});

describe('favoriteTrainingsRequest', () => {
  it('asks for 30 a page from page 1 by default', () => {
    expect(favoriteTrainingsRequest({})).toEqual({ page: 1, limit: 30 });
  });

  it('sends the order as ordinationAsc, the search and a known type', () => {
    expect(
      favoriteTrainingsRequest({
        page: 2,
        search: 'BIM',
        orderBy: 'rating',
        order: 'Desc',
        type: 'course',
      }),
    ).toEqual({
      page: 2,
      limit: 30,
      search: 'BIM',
      orderBy: 'rating',
      ordinationAsc: false,
      type: 'course',
    });
    expect(favoriteTrainingsRequest({ orderBy: 'title', order: 'Asc', type: 'x' })).toEqual({
      page: 1,
      limit: 30,
      orderBy: 'title',
      ordinationAsc: true,
    });
  });
});

describe('interestCoursesRequest', () => {
  it('asks for 20 a page with the search and a known status', () => {
    expect(interestCoursesRequest({ page: 2, search: 'NR', status: 'FINISHED' })).toEqual({
      page: 2,
      limit: 20,
      search: 'NR',
      status: 'FINISHED',
    });
    expect(interestCoursesRequest({ status: 'DONE' })).toEqual({ page: 1, limit: 20 });
  });
});
