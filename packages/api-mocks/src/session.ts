import type { UserRecord } from './db/core';
import { database, now } from './db/store';

/** The session cookie of the contract's `cookieSession` security scheme. */
export const SESSION_COOKIE = 'DECOLA_SESSION';

type Cookies = Record<string, string>;

function randomToken(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Not HttpOnly: through a service worker only a script-visible cookie can be stored. */
export function openSession(userId: number): string {
  const token = randomToken();
  database().sessions[token] = { userId, createdAt: now().toISOString() };
  return `${SESSION_COOKIE}=${token}; Path=/; SameSite=Lax`;
}

/** Closes the request's session, if any, and returns the Set-Cookie header that clears it. */
export function closeSession(cookies: Cookies): string {
  const token = cookies[SESSION_COOKIE];
  if (token) delete database().sessions[token];
  return `${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/** The signed-in user of a request, or null when its cookie names no open session. */
export function sessionUser(cookies: Cookies): UserRecord | null {
  const token = cookies[SESSION_COOKIE];
  const session = token ? database().sessions[token] : undefined;
  if (!session) return null;
  return database().users.find((user) => user.id === session.userId) ?? null;
}

/** The gateway already answered 403 without a session, so a missing user here is a demo bug. */
export function currentUser(cookies: Cookies): UserRecord {
  const user = sessionUser(cookies);
  if (!user) throw new Error('currentUser() called for a request without a session.');
  return user;
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

/** Ends every session: the next private call answers 403 (demo control "expire session"). */
export function expireAllSessions(): void {
  database().sessions = {};
}
