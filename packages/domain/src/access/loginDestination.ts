import { safeRedirect } from './safeRedirect';

export const HOME_PATH = '/student/home';

/** The user fields the login flow reads (spec 1 §3). */
export interface LoginUser {
  isImported?: boolean | null;
  passwordModifiedAt?: string | null;
  needAcceptNewTerm?: boolean | null;
}

const homeWith = (query: Record<string, string>): string =>
  `${HOME_PATH}?${Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;

/** spec 1 §2: the home path that brings a guest back to `fullPath` after logging in. */
export const homeWithRedirect = (fullPath: string): string => homeWith({ redirect: fullPath });

/** spec 1 §4. */
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
