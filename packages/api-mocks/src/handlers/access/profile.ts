import {
  ERROR_CODES,
  MESSAGES,
  PAGE_SIZES,
  validateImageFile,
  type ValidationProblem,
} from '@decola/domain';
import type { UserRecord } from '../../db/core';
import type { Schemas } from '../../db/schemas';
import { database } from '../../db/store';
import { http } from '../../http';
import { invalid, notFound } from '../../respond';
import { currentUser } from '../../session';
import { stateByNumber } from '../../seed/access/states';
import {
  bodyOf,
  comparableText,
  findUser,
  interestsOf,
  isAdminUser,
  toPublicUser,
  toUserSummary,
} from './users';

type ProfileUpdate = Partial<Schemas['UserProfileUpdate']>;

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
};

/** A data URI, judged by type and decoded size; a path (the current photo) is kept. */
function imageProblems(image: string): ValidationProblem[] {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(image);
  if (!match) return [];
  const [, mime = '', base64, payload = ''] = match;
  const extension = IMAGE_EXTENSIONS[mime.toLowerCase()] ?? mime.split('/')[1] ?? '';
  const size = base64
    ? Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0)
    : decodeURIComponent(payload).length;
  return validateImageFile({ name: `foto.${extension}`, size }).map((problem) => ({
    ...problem,
    field: 'image',
  }));
}

const optionalText = (value: string): string | null => value.trim() || null;

/** Every problem of a profile update; nothing is saved unless there is none. */
function profileProblems(update: ProfileUpdate): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (typeof update.name === 'string' && update.name.trim() === '') {
    problems.push({
      code: ERROR_CODES.REQUIRED_FIELD,
      message: MESSAGES.validation.nameRequired,
      field: 'name',
    });
  }
  if (typeof update.image === 'string') problems.push(...imageProblems(update.image));
  const addressNumber = update.address?.addressNumber as unknown;
  if (addressNumber != null && addressNumber !== '') {
    const number = Number(addressNumber);
    if (!Number.isInteger(number) || number < 0) {
      problems.push({
        code: ERROR_CODES.INVALID_ADDRESS_NUMBER,
        message: MESSAGES.validation.addressNumberInvalid,
        field: 'addressNumber',
      });
    }
  }
  return problems;
}

/** The address's stateID is kept as a number; its UF follows when not sent. */
function mergeAddress(current: Schemas['Address'] | undefined, sent: Record<string, unknown>) {
  const address: Schemas['Address'] = { ...current };
  for (const field of [
    'zipCode',
    'federalUnit',
    'city',
    'district',
    'street',
    'complement',
  ] as const) {
    if (typeof sent[field] === 'string') address[field] = sent[field].trim();
  }
  const stateID = sent.stateID == null || sent.stateID === '' ? null : Number(sent.stateID);
  if (stateID !== null && Number.isInteger(stateID)) {
    address.stateID = stateID;
    if (typeof sent.federalUnit !== 'string') {
      const state = stateByNumber(stateID);
      if (state) address.federalUnit = state.id;
    }
  }
  if (sent.addressNumber != null && sent.addressNumber !== '') {
    address.addressNumber = Number(sent.addressNumber);
  }
  return address;
}

function applyProfile(user: UserRecord, update: ProfileUpdate): void {
  if (typeof update.name === 'string') user.name = update.name.trim();
  if (typeof update.socialName === 'string') user.socialName = optionalText(update.socialName);
  if (typeof update.biography === 'string') user.biography = optionalText(update.biography);
  if (typeof update.image === 'string') user.image = optionalText(update.image);
  if (update.address && typeof update.address === 'object') {
    user.address = mergeAddress(user.address, update.address as Record<string, unknown>);
  }
}

type UserSummary = Schemas['UserSummary'];
const SORTABLE: Record<string, (user: UserSummary) => string> = {
  name: (user) => user.name,
  email: (user) => user.email ?? '',
  companyName: (user) => user.companyName ?? '',
};

/** The signed-in user, their companies, teams, interests and the user lists. */
export const profileHandlers = [
  // The session is checked by requesting personal information.
  http.get('/api/user/me/list/personalInformation', ({ cookies, response }) => {
    const user = currentUser(cookies);
    return response(200).json({
      data: { user: toPublicUser(user), companies: structuredClone(user.companies ?? []) },
    });
  }),

  // Step 8, close or Escape; also saves the social name, biography and photo it asked.
  http.post('/api/decola/user/onBoarding/finish', async ({ cookies, request, response }) => {
    const user = currentUser(cookies);
    const update = await bodyOf(request);
    const problems = profileProblems(update);
    if (problems.length > 0) return invalid(problems);
    applyProfile(user, update);
    user.isFirstLogin = false;
    return response(200).json({ data: { success: true } });
  }),

  http.post(
    '/api/decola/user/me/edit/personalInformation',
    async ({ cookies, request, response }) => {
      const user = currentUser(cookies);
      const update = await bodyOf(request);
      const problems = profileProblems(update);
      if (problems.length > 0) return invalid(problems);
      applyProfile(user, update);
      if (update.isFirstLogin === false) user.isFirstLogin = false;
      return response(200).json({ data: toPublicUser(user) });
    },
  ),

  http.get('/api/decola/user/companies', ({ cookies, response }) =>
    response(200).json({ data: structuredClone(currentUser(cookies).companies ?? []) }),
  ),

  http.get('/api/decola/user/interests', ({ cookies, response }) =>
    response(200).json({ data: interestsOf(currentUser(cookies).id) ?? [] }),
  ),

  // The teams the user manages or belongs to.
  http.get('/api/decola/user/teams', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const teams = database()
      .teams.filter((team) => team.managerId === user.id || team.memberIds.includes(user.id))
      .map((team) => ({
        id: team.id,
        name: team.name,
        managerName: findUser(team.managerId)?.name ?? '',
        membersCount: team.memberIds.length,
      }));
    return response(200).json({ data: teams });
  }),

  // The recommendation picker: everyone but the user, by name or e-mail, 30 a page.
  http.get('/api/decola/list/users', ({ cookies, query, response }) => {
    const me = currentUser(cookies);
    const search = comparableText(query.get('search'));
    const sortKey = SORTABLE[query.get('orderBy') ?? ''] ?? SORTABLE.name!;
    const direction = String(query.get('ordinationAsc')) === 'false' ? -1 : 1;
    const matching = database()
      .users.filter((user) => user.id !== me.id)
      .filter(
        (user) =>
          !search ||
          comparableText(user.name).includes(search) ||
          comparableText(user.socialName).includes(search) ||
          user.email.toLowerCase().includes(search),
      )
      .map(toUserSummary)
      .sort(
        (a, b) =>
          direction * sortKey(a).localeCompare(sortKey(b), 'pt-BR', { sensitivity: 'base' }) ||
          a.id - b.id,
      );
    const size = PAGE_SIZES.users;
    const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
    return response(200).json({
      data: {
        users: matching.slice((page - 1) * size, page * size),
        page,
        pages: Math.ceil(matching.length / size),
        total: matching.length,
      },
    });
  }),

  // The members of a team the user manages or belongs to (the statistics page opens the user's
  // teams); administrators see every team.
  http.get('/api/manager/user/list/{id}', ({ cookies, params, response }) => {
    const user = currentUser(cookies);
    const team = database().teams.find((candidate) => candidate.id === Number(params.id));
    const mayList =
      team && (team.managerId === user.id || team.memberIds.includes(user.id) || isAdminUser(user));
    if (!team || !mayList) {
      return notFound('Time não encontrado.');
    }
    const members = team.memberIds.flatMap((id) => {
      const member = findUser(id);
      return member ? [toUserSummary(member)] : [];
    });
    return response(200).json({ data: members });
  }),
];
