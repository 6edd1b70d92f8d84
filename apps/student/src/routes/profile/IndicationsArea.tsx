import { errorMessage } from '@decola/api-client';
import { IndicatedTrainings } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { statusOf } from '../../api/status';

/** spec 2 §2 profile option `indication`: what colleagues recommended to the learner. */
export function IndicationsArea({ headingLevel }: { headingLevel: 1 | 2 }) {
  const list = useQuery(courseQuery.indications());
  return (
    <IndicatedTrainings
      headingLevel={headingLevel}
      indications={list.data ?? []}
      status={statusOf(list)}
      errorMessage={list.isError ? errorMessage(list.error) : null}
      onRetry={() => void list.refetch()}
      retrying={list.isError && list.isFetching}
    />
  );
}
