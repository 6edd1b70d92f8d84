import { MaintenancePage } from '@decola/ui';
import { useRevalidator } from 'react-router-dom';
import { template } from '../app/template';

/**
 * spec 1 §2: where every private route leads while maintenance mode is on. 'Tentar novamente' runs
 * the guard again, which reloads the configuration and returns to the dashboard once it is off.
 */
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
