import { errorMessage } from '@decola/api-client';
import { PAGE_SIZES, pageOfList } from '@decola/domain';
import { SchoolList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { statusOf } from '../../api/status';
import { listPage } from '../../courses/listPage';
import { useDashboardQuery } from '../../courses/useDashboardQuery';

/** Without an id: every school (`list/schools`), a page of 20 as the track list (docs/decisions.md). */
export function SchoolListArea() {
  const { page, onPageChange } = listPage(useDashboardQuery());
  const schools = useQuery(courseTrackQuery.schools());
  const shown = pageOfList(schools.data ?? [], page, PAGE_SIZES.trackList);
  return (
    <SchoolList
      schools={shown.items}
      status={statusOf(schools)}
      errorMessage={schools.error ? errorMessage(schools.error) : null}
      onRetry={() => void schools.refetch()}
      retrying={schools.isFetching}
      page={page}
      pages={shown.pages}
      onPageChange={onPageChange}
    />
  );
}
