import { errorMessage } from '@decola/api-client';
import { InterimPage } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { statusOf } from '../../api/status';
import { useRouteName } from '../../shell/routeName';
import { interimTitleQuery } from './interimTitle';

/** Issue 7: so cards, notifications and menu entries never lead to a not-found page. */
export function Component() {
  const routeName = useRouteName();
  const params = useParams();
  const title = useQuery(interimTitleQuery(routeName, params));
  return (
    <InterimPage
      title={title.data}
      status={statusOf(title)}
      errorMessage={title.isError ? errorMessage(title.error) : null}
      onRetry={() => void title.refetch()}
      retrying={title.isRefetching}
    />
  );
}
