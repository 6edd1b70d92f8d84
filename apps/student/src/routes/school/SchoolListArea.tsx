import { PAGE_SIZES } from '@decola/domain';
import { SchoolList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { wholeListPanel } from '../../courses/listPage';
import { useDashboardQuery } from '../../courses/useDashboardQuery';

/** Without an id: every school (`list/schools`), 20 a page as the track list (docs/decisions.md). */
export function SchoolListArea() {
  const schools = useQuery(courseTrackQuery.schools());
  const { items, ...list } = wholeListPanel(schools, useDashboardQuery(), PAGE_SIZES.trackList);
  return <SchoolList schools={items} {...list} />;
}
