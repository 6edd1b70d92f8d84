import { MESSAGES } from '../messages/messages';

/** spec 1 §2: the welcome greeting uses the social name, else the first name, else 'Usuário'. */
export function greetingName(
  user: { socialName?: string | null; name?: string | null } | null | undefined,
): string {
  const socialName = user?.socialName?.trim();
  if (socialName) return socialName;
  const [firstName] = (user?.name ?? '').trim().split(/\s+/);
  return firstName || MESSAGES.defaultUserName;
}
