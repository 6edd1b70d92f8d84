import { NotFoundPage } from '@decola/ui';

export function Component() {
  return <NotFoundPage homeHref="/student/dashboard" inShell />;
}
