import { errorMessage } from '@decola/api-client';
import { IndicatedTrainings } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { statusOf } from '../../api/status';
import { PROFILE_PANEL_CLASS } from './profilePanel';

/** Profile option `indication`: what colleagues recommended to the learner. */
export function IndicationsArea() {
  const list = useQuery(courseQuery.indications());
  return (
    <IndicatedTrainings
      headingLevel={2}
      className={PROFILE_PANEL_CLASS}
      indications={list.data ?? []}
      status={statusOf(list)}
      errorMessage={list.isError ? errorMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      retrying={list.isError && list.isFetching}
    />
  );
}
