import { MaintenancePage } from '@decola/ui';
import { useRevalidator } from 'react-router-dom';
import { template } from '../common/template';

/** 'Tentar novamente' runs the guard again, which leaves once maintenance is off. */
export function Component() {
  const revalidator = useRevalidator();
  return (
    <MaintenancePage
      inShell
      template={template}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}
