import type { components } from '@decola/api-client';

export type SessionUser = components['schemas']['User'];

const KEY = 'decola:user';

/** Only says whether to try: the guard validates the session on every private route (spec 2 §6). */
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
