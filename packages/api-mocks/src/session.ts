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

/**
 * Opens a session and returns the Set-Cookie header that carries it. Not HttpOnly: in the browser
 * the mock answers through a service worker, and only a script-visible cookie can be stored there.
 */
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

/**
 * The signed-in user, for handlers of operations that need a session: the gateway has already
 * answered 403 to a request without one, so a missing user here is a bug in the demo itself.
 */
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
