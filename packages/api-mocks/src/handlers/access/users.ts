import {
  isAdministrator,
  normalizeLogin,
  normalizeUserType,
  resolveTemplate,
} from '@decola/domain';
import type { Template } from '@decola/domain';
import type { UserRecord } from '../../db/core';
import type { Schemas } from '../../db/schemas';
import { database } from '../../db/store';

/** Text compared the way people type names: trimmed, spaces collapsed, no case, no accents. */
export function comparableText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const findUser = (userId: number): UserRecord | undefined =>
  database().users.find((user) => user.id === userId);

export const findUserByEmail = (email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return database().users.find((user) => user.email.toLowerCase() === wanted);
};

export const findUserByDocument = (document: string): UserRecord | undefined => {
  const digits = document.replace(/\D/g, '');
  return digits ? database().users.find((user) => user.document === digits) : undefined;
};

/** A login with @ is an e-mail; otherwise a CPF, masked or not. */
export function findUserByLogin(login: string): UserRecord | undefined {
  const value = normalizeLogin(login);
  return value.includes('@') ? findUserByEmail(value) : findUserByDocument(value);
}

/** The user's chosen interests, or null when they never chose ('Seus interesses'). */
export function interestsOf(userId: number): Schemas['Interest'][] | null {
  const db = database();
  const ids = db.userInterestIds[userId];
  if (!ids) return null;
  return ids.flatMap((id) => db.interests.filter((interest) => interest.id === id));
}

/** The contract's User: the record without what only the server knows. */
export function toPublicUser(record: UserRecord): Schemas['User'] {
  const {
    password: _password,
    birthDate: _birthDate,
    badgeCode: _badgeCode,
    mothersName: _mothersName,
    ...user
  } = record;
  return { ...structuredClone(user), interests: interestsOf(record.id) };
}

export function toUserSummary(record: UserRecord): Schemas['UserSummary'] {
  return {
    id: record.id,
    name: record.name,
    socialName: record.socialName ?? null,
    email: record.email,
    image: record.image ?? null,
    companyName: record.companies?.[0]?.name ?? null,
  };
}

/** Types 2 and 5 are administrators; 4 is a manager; anything else a student. */
export const isAdminUser = (user: UserRecord): boolean =>
  isAdministrator(normalizeUserType(user.userType));

export const isManagerUser = (user: UserRecord): boolean => normalizeUserType(user.userType) === 4;

/** The calling page's brand, so the server judges passwords by that brand's rules. */
export function requestTemplate(request: Request): Template {
  // The browser worker rebuilds the request with its `referrer`; Node callers send the header.
  const page = [request.referrer, request.headers.get('referer'), request.url].find((address) =>
    address?.startsWith('http'),
  );
  try {
    const url = new URL(page ?? '');
    return resolveTemplate(url.hostname, url.searchParams.get('template'));
  } catch {
    return 'default';
  }
}

/** The request body, or an empty object when it is missing or not JSON (answered as invalid). */
export async function bodyOf<T>(request: { json(): Promise<T> }): Promise<Partial<T>> {
  try {
    const body = await request.json();
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}
