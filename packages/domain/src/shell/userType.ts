/** User types. 5 appears as an administrator type too. */
export const USER_TYPE = { STUDENT: 1, ADMIN: 2, MANAGER: 4, ADMINISTRATOR: 5 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** An admin check gives 2, otherwise a manager check gives 4, otherwise 1. */
export function resolveUserType({
  isAdmin,
  isManager,
}: {
  isAdmin?: boolean | null;
  isManager?: boolean | null;
}): UserType {
  if (isAdmin) return USER_TYPE.ADMIN;
  return isManager ? USER_TYPE.MANAGER : USER_TYPE.STUDENT;
}

/** A stored type as the header reads it; anything unknown is a student. */
export const normalizeUserType = (value: unknown): UserType =>
  (Object.values(USER_TYPE) as unknown[]).includes(value) ? (value as UserType) : USER_TYPE.STUDENT;

/** Types 2 and 5 count as administrators for the header. */
export const isAdministrator = (userType: UserType): boolean =>
  userType === USER_TYPE.ADMIN || userType === USER_TYPE.ADMINISTRATOR;

/** The stored type until the checks answer (or if they fail); a stored 5 stays. */
export function sessionUserType(
  storedType: unknown,
  checks?: { isAdmin?: boolean | null; isManager?: boolean | null } | null,
): UserType {
  const stored = normalizeUserType(storedType);
  if (stored === USER_TYPE.ADMINISTRATOR || !checks) return stored;
  return resolveUserType(checks);
}
