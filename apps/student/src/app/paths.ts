import { STUDENT_BASE_PATH } from '@decola/domain';

/**
 * The router's paths leave out its basename; the domain's paths (`routeHref`, `safeRedirect`,
 * `homeWithRedirect`) are full `/student/...` paths. Anything else is already a router path.
 */
export const routerPath = (fullPath: string): string =>
  fullPath.startsWith(STUDENT_BASE_PATH)
    ? `/${fullPath.slice(STUDENT_BASE_PATH.length)}`
    : fullPath;
