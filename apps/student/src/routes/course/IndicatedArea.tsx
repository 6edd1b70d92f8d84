import { IndicatedUsers } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { asyncStateOf } from '../../api/asyncState';

/** Only the ids come back, so the panel counts them (docs/decisions.md). */
export function IndicatedArea({ courseId }: { courseId: number }) {
  const indicated = useQuery(courseQuery.indicatedUsers(courseId));
  return (
    <IndicatedUsers count={indicated.data?.userIDs.length ?? 0} state={asyncStateOf(indicated)} />
  );
}
