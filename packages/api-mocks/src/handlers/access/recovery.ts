import {
  ERROR_CODES,
  MESSAGES,
  normalizeIdentity,
  validateNewPasswordForm,
  validateRecovery,
  type RecoveryForm,
  type ValidationProblem,
} from '@decola/domain';
import { http as untypedHttp, HttpResponse } from 'msw';
import type { RecoveryPurpose } from '../../db/access';
import type { UserRecord } from '../../db/core';
import { database, nextId, now } from '../../db/store';
import { http } from '../../http';
import { invalid } from '../../respond';
import { bearerToken, currentUser } from '../../session';
import { bodyOf, comparableText, findUser, findUserByDocument, findUserByEmail } from './users';

export const INVALID_USER_DATA = {
  code: 'INVALID_USER_DATA',
  message: 'Os dados informados não conferem com o nosso cadastro.',
} as const;

/** Why a token is refused, per flow: the e-mail link, or the identity check (contract 401s). */
export const INVALID_TOKEN: Record<RecoveryPurpose, { code: string; message: string }> = {
  email: { code: 'INVALID_TOKEN', message: 'O link de recuperação expirou. Solicite um novo.' },
  data: {
    code: 'INVALID_TOKEN',
    message: 'A validação expirou. Refaça a verificação dos seus dados.',
  },
};

/** How long a token works: the e-mail link a day, the identity validation half an hour. */
const TOKEN_LIFETIME_MS: Record<RecoveryPurpose, number> = {
  email: 24 * 3_600_000,
  data: 30 * 60_000,
};

export const resetLink = (token: string) => `/student/home/reset/email/${token}`;

function newToken(userId: number, purpose: RecoveryPurpose): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  database().recoveryTokens[token] = {
    userId,
    purpose,
    createdAt: now().toISOString(),
    usedAt: null,
  };
  return token;
}

/** "Sends" the recovery e-mail: the demo keeps it in its outbox, where tests and people read it. */
function sendRecoveryEmail(user: UserRecord): void {
  const token = newToken(user.id, 'email');
  const link = resetLink(token);
  const firstName = (user.socialName || user.name).split(' ')[0];
  database().outbox.unshift({
    id: nextId(),
    to: user.email,
    subject: 'Recuperação de senha',
    text: `Olá, ${firstName}! Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, acesse ${link} em até 24 horas. Se você não fez esse pedido, ignore esta mensagem.`,
    link,
    token,
    sentAt: now().toISOString(),
  });
}

/**
 * HR-imported users have no confirmed e-mail, so they prove who they are ('data'). An
 * unknown e-mail or CPF gets 'email' with nothing sent: the form never reveals who has an account.
 */
function startRecovery(user: UserRecord | undefined): 'data' | 'email' {
  if (user?.isImported) return 'data';
  if (user) sendRecoveryEmail(user);
  return 'email';
}

const EMPTY_RECOVERY_FORM: RecoveryForm = {
  email: '',
  name: '',
  birthDate: '',
  badgeCode: '',
  document: '',
  mothersName: '',
};

const text = (value: unknown): string => (value == null ? '' : String(value));

/** The whole HR set even beside an e-mail: an e-mail alone proves nothing. */
function identityProblems(form: RecoveryForm) {
  const withoutEmail = validateRecovery({ ...form, email: '' }).filter(
    (problem) => problem.field !== 'email',
  );
  const emailFormat = validateRecovery(form).filter((problem) => problem.field === 'email');
  return [...emailFormat, ...withoutEmail];
}

/** Document compared by its alphanumerics, names trimmed and without case. */
function identityMatches(user: UserRecord, identity: ReturnType<typeof normalizeIdentity>) {
  const { badgeCode, mothersName } = user;
  return (
    comparableText(user.name) === comparableText(identity.name) &&
    user.birthDate === identity.birthDate &&
    badgeCode !== null &&
    badgeCode === identity.badgeCode &&
    mothersName !== null &&
    comparableText(mothersName) === comparableText(identity.mothersName) &&
    (identity.email === '' || user.email.toLowerCase() === identity.email.toLowerCase())
  );
}

/** The new password and its confirmation (the new-password pattern, trimmed). */
function newPasswordProblems(body: { password?: unknown; passwordConfirmation?: unknown }) {
  return validateNewPasswordForm({
    password: text(body.password),
    confirmation: text(body.passwordConfirmation),
    acceptedTerms: true,
  });
}

function setPassword(user: UserRecord, password: string): void {
  user.password = password.trim();
  user.passwordModifiedAt = now().toISOString();
}

type ResetBody = { password?: unknown; passwordConfirmation?: unknown; token?: unknown };

type ResetOutcome =
  | { kind: 'refused'; error: { code: string; message: string } }
  | { kind: 'invalid'; problems: ValidationProblem[] }
  | { kind: 'done' };

/** Using a token voids the user's other ones: a changed password makes older links pointless. */
function resetWithToken(purpose: RecoveryPurpose, request: Request, body: ResetBody): ResetOutcome {
  const token = bearerToken(request) ?? '';
  const record = database().recoveryTokens[token];
  const expired =
    !record ||
    record.purpose !== purpose ||
    record.usedAt !== null ||
    (body.token !== undefined && body.token !== token) ||
    now().getTime() - new Date(record.createdAt).getTime() > TOKEN_LIFETIME_MS[purpose];
  const user = record && findUser(record.userId);
  if (expired || !user) return { kind: 'refused', error: INVALID_TOKEN[purpose] };
  const problems = newPasswordProblems(body);
  if (problems.length > 0) return { kind: 'invalid', problems };
  setPassword(user, text(body.password));
  const usedAt = now().toISOString();
  for (const other of Object.values(database().recoveryTokens)) {
    if (other.userId === user.id && other.usedAt === null) other.usedAt = usedAt;
  }
  return { kind: 'done' };
}

/** Password recovery, the identity check, the resets and the first-access change. */
export const recoveryHandlers = [
  http.post('/api/passwordRecovery/by/email', async ({ request, response }) => {
    const email = text((await bodyOf(request)).email);
    const problems = validateRecovery({ ...EMPTY_RECOVERY_FORM, email });
    if (problems.length > 0) return invalid(problems);
    return response(200).json({ data: { recoveryType: startRecovery(findUserByEmail(email)) } });
  }),

  http.post('/api/passwordRecovery/by/document', async ({ request, response }) => {
    const document = text((await bodyOf(request)).document).replace(/\D/g, '');
    if (document.length !== 11) {
      return invalid([
        document === ''
          ? {
              code: ERROR_CODES.REQUIRED_FIELD,
              message: MESSAGES.validation.cpfRequired,
              field: 'document',
            }
          : {
              code: ERROR_CODES.INVALID_CPF,
              message: MESSAGES.validation.cpfInvalid,
              field: 'document',
            },
      ]);
    }
    return response(200).json({
      data: { recoveryType: startRecovery(findUserByDocument(document)) },
    });
  }),

  http.post('/api/passwordRecovery/check/data', async ({ request, response }) => {
    const body = await bodyOf(request);
    const form: RecoveryForm = {
      email: text(body.email),
      name: text(body.name),
      birthDate: text(body.birthDate),
      badgeCode: text(body.badgeCode),
      document: text(body.document),
      mothersName: text(body.mothersName),
    };
    const problems = identityProblems(form);
    if (problems.length > 0) return invalid(problems);
    const identity = normalizeIdentity(form);
    const user = findUserByDocument(identity.document);
    if (!user || !identityMatches(user, identity)) return response(400).json(INVALID_USER_DATA);
    return response(200).json({ data: { token: newToken(user.id, 'data') } });
  }),

  http.post('/api/resetPassword/by/email', async ({ request, response }) => {
    const result = resetWithToken('email', request, await bodyOf(request));
    if (result.kind === 'refused') return response(401).json(result.error);
    if (result.kind === 'invalid') return invalid(result.problems);
    return response(200).json({ data: { success: true } });
  }),

  http.post('/api/resetPassword/by/data', async ({ request, response }) => {
    const result = resetWithToken('data', request, await bodyOf(request));
    if (result.kind === 'refused') return response(401).json(result.error);
    if (result.kind === 'invalid') return invalid(result.problems);
    return response(200).json({ data: { success: true } });
  }),

  // First access: the signed-in user replaces the password the HR import gave them.
  http.post('/api/user/change/password', async ({ cookies, request, response }) => {
    const body = await bodyOf(request);
    const problems = newPasswordProblems(body);
    if (problems.length > 0) return invalid(problems);
    setPassword(currentUser(cookies), text(body.password));
    return response(200).json({ data: { success: true } });
  }),

  // The demo's mailbox, not in the contract: end-to-end tests read the reset token here.
  untypedHttp.get('*/__demo/outbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to')?.toLowerCase();
    const messages = database().outbox.filter((message) => !to || message.to.toLowerCase() === to);
    return HttpResponse.json({ messages });
  }),
];
