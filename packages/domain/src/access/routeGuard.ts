import type { RouteName } from '../routes/routeNames';
import { isPublicRoute } from '../routes/routeNames';
import { homeWithRedirect } from './loginDestination';
import { DEFAULT_REDIRECT } from './safeRedirect';

export const MAINTENANCE_PATH = '/student/maintenance';
export const FIRST_ONBOARDING_PATH = '/student/dashboard/onboarding/1';

export interface GuardInput {
  routeName: RouteName;
  /** The path being opened, with its query, as the redirect query should hold it. */
  fullPath: string;
  loggedIn: boolean;
  /** The loaded configuration's mode; false when loading failed. */
  maintenance: boolean;
  isFirstLogin?: boolean;
}

/** Where navigation must go instead, or null to continue. */
export function routeGuard(input: GuardInput): string | null {
  if (isPublicRoute(input.routeName)) return null;
  if (!input.loggedIn) return homeWithRedirect(input.fullPath);
  const onMaintenancePage = input.routeName === 'maintenance';
  if (input.maintenance && !onMaintenancePage) return MAINTENANCE_PATH;
  if (!input.maintenance && onMaintenancePage) return DEFAULT_REDIRECT;
  if (input.routeName === 'dashboard' && input.isFirstLogin) return FIRST_ONBOARDING_PATH;
  return null;
}
