import { safeRedirect } from './safeRedirect';

export const HOME_PATH = '/student/home';

/** The user fields the login flow reads. */
export interface LoginUser {
  isImported?: boolean | null;
  passwordModifiedAt?: string | null;
  needAcceptNewTerm?: boolean | null;
}

const homeWith = (query: Record<string, string>): string =>
  `${HOME_PATH}?${Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;

/** The home path that brings a guest back to `fullPath` after logging in. */
export const homeWithRedirect = (fullPath: string): string => homeWith({ redirect: fullPath });

export function loginDestination(user: LoginUser, redirect?: string | null): string {
  if (user.isImported && !user.passwordModifiedAt) {
    return homeWith({ firstLogin: 'create-new-credentials' });
  }
  if (user.needAcceptNewTerm) {
    // An unsafe redirect would be refused later anyway; it is not carried along.
    return redirect != null && safeRedirect(redirect) === redirect
      ? homeWith({ acceptTerm: 'true', redirect })
      : homeWith({ acceptTerm: 'true' });
  }
  return safeRedirect(redirect);
}
