import { STUDENT_BASE_PATH } from '@decola/domain';

/** The domain's paths are full `/student/...` paths; the router's leave out its basename. */
export const routerPath = (fullPath: string): string =>
  fullPath.startsWith(STUDENT_BASE_PATH)
    ? `/${fullPath.slice(STUDENT_BASE_PATH.length)}`
    : fullPath;
