import type { components } from '@decola/api-client';

export type SessionUser = components['schemas']['User'];

const KEY = 'decola:user';

/**
 * The user loaded after login (spec 1 §4), kept so a new tab knows someone signed in. It only says
 * whether to try: the route guard still validates the session with the server on every private
 * route (spec 2 §6), and logout or a 403 removes it.
 */
export const storedUser = {
  get(): SessionUser | null {
    try {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as SessionUser) : null;
    } catch {
      return null;
    }
  },
  set(user: SessionUser): void {
    localStorage.setItem(KEY, JSON.stringify(user));
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
