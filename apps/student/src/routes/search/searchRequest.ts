import { headerSearchQuery, parseUrlNumber } from '@decola/domain';
import { searchQuery } from '../../api/search';

/** The search and the courses' page the address asks for, with the header search's defaults. */
export function searchRequest(params: URLSearchParams) {
  const search = params.get('search') ?? '';
  const defaults = headerSearchQuery(search);
  const page = parseUrlNumber(params.get('page')) || defaults.page;
  const limit = parseUrlNumber(params.get('limit')) || defaults.limit;
  return { search, page, limit };
}

/** The four groups' queries of one search: the screen's and the route loader's. */
export const searchGroupQueries = ({ search, page, limit }: ReturnType<typeof searchRequest>) => ({
  courses: searchQuery.courses({ search, page, limit }),
  schools: searchQuery.schools(search),
  courseTracks: searchQuery.courseTracks(search),
  instructors: searchQuery.instructors(search),
});
