import { errorMessage } from '@decola/api-client';
import { LIMITS, PAGE_SIZES, pageOfList } from '@decola/domain';
import { InstructorSearch } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { searchQuery } from '../../api/search';
import { statusOf } from '../../api/status';
import { listPage } from '../../courses/listPage';
import { useDashboardQuery } from '../../courses/useDashboardQuery';

/** Without an id: find an instructor by name (`instructors/globalSearch`), 20 a page. */
export function InstructorSearchArea() {
  const pageQuery = useDashboardQuery();
  const { page, onPageChange } = listPage(pageQuery);
  const search = typeof pageQuery.query.search === 'string' ? pageQuery.query.search : '';
  const instructors = useQuery(searchQuery.instructors(search));
  const shown = pageOfList(instructors.data ?? [], page, PAGE_SIZES.globalSearch);
  return (
    <InstructorSearch
      search={search}
      onSearch={(term) =>
        pageQuery.update((query) => ({ ...query, search: term, page: LIMITS.defaultPage }))
      }
      instructors={shown.items}
      status={statusOf(instructors)}
      errorMessage={instructors.error ? errorMessage(instructors.error) : null}
      onRetry={() => void instructors.refetch()}
      retrying={instructors.isFetching}
      page={page}
      pages={shown.pages}
      onPageChange={onPageChange}
    />
  );
}
