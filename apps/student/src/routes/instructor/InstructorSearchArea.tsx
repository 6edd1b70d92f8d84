import { LIMITS, PAGE_SIZES } from '@decola/domain';
import { InstructorSearch } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { searchQuery } from '../../api/search';
import { wholeListPanel } from '../../courses/listPage';
import { useDashboardQuery } from '../../courses/useDashboardQuery';

/** Without an id: find an instructor by name (`instructors/globalSearch`), 20 a page. */
export function InstructorSearchArea() {
  const pageQuery = useDashboardQuery();
  const search = typeof pageQuery.query.search === 'string' ? pageQuery.query.search : '';
  const instructors = useQuery(searchQuery.instructors(search));
  const { items, ...list } = wholeListPanel(instructors, pageQuery, PAGE_SIZES.globalSearch);
  return (
    <InstructorSearch
      search={search}
      onSearch={(term) =>
        pageQuery.update((query) => ({ ...query, search: term, page: LIMITS.defaultPage }))
      }
      instructors={items}
      {...list}
    />
  );
}
