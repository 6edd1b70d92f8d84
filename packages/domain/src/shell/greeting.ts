import { DEFAULT_USER_NAME } from '../messages/screenTexts';

/** The welcome greeting uses the social name, else the first name, else 'Usuário'. */
export function greetingName(
  user: { socialName?: string | null; name?: string | null } | null | undefined,
): string {
  const socialName = user?.socialName?.trim();
  if (socialName) return socialName;
  const [firstName] = (user?.name ?? '').trim().split(/\s+/);
  return firstName || DEFAULT_USER_NAME;
}
