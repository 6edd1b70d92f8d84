import { NotFoundPage } from '@decola/ui';

/** The not-found screen in the shell: route not_found's, and a school, track or instructor's. */
export function NotFound() {
  return <NotFoundPage homeHref="/student/dashboard" inShell />;
}
