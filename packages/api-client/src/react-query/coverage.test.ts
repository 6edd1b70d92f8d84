import { readFile } from 'node:fs/promises';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, server, testClient } from '../test/server.js';
import type { DecolaMutations, DecolaQueries } from './index.js';
import { createDecolaMutations, createDecolaQueries } from './index.js';

const course = { courseId: 12 };
const eventClass = { eventId: 7, classId: 21 };
const page = { questionnaireId: 5120, page: 1 };

interface BuiltQuery {
  queryKey: QueryKey;
  initialPageParam?: unknown;
}

/** Every query factory, called as a screen would; the types make the table complete. */
const queryCalls: {
  [A in keyof DecolaQueries]: {
    [N in keyof DecolaQueries[A]]: (q: DecolaQueries[A]) => BuiltQuery[];
  };
} = {
  access: {
    states: (q) => [q.states()],
    zipCode: (q) => [q.zipCode('80420-090')],
    isAdmin: (q) => [q.isAdmin()],
    isManager: (q) => [q.isManager()],
  },
  configuration: {
    current: (q) => [q.current()],
    faq: (q) => [q.faq('landing'), q.faq('signedIn')],
  },
  notifications: { list: (q) => [q.list()], detail: (q) => [q.detail(1)] },
  courses: {
    list: (q) => [q.list({ school: [1, 3], page: 1, limit: 24 })],
    detail: (q) => [q.detail(12)],
    enrollment: (q) => [q.enrollment(12)],
    certificate: (q) => [q.certificate(12)],
    comments: (q) => [q.comments(12, { page: 1, limit: 15 })],
    instructors: (q) => [q.instructors(12)],
    indicatedUsers: (q) => [q.indicatedUsers(12)],
    newest: (q) => [q.newest()],
    recommended: (q) => [q.recommended()],
    inProgress: (q) => [q.inProgress()],
    enrolled: (q) => [q.enrolled({ search: 'obra' })],
    favorites: (q) => [q.favorites({ page: 1, limit: 30 })],
    indications: (q) => [q.indications()],
    instructorCourses: (q) => [q.instructorCourses(3, { page: 1, limit: 20 })],
  },
  courseTracks: {
    schools: (q) => [q.schools()],
    school: (q) => [q.school(1)],
    tracks: (q) => [q.tracks()],
    track: (q) => [q.track(4)],
    schoolTracks: (q) => [q.schoolTracks(1)],
    requiredTracks: (q) => [q.requiredTracks()],
    trackCourses: (q) => [q.trackCourses(4, { page: 1, limit: 15 })],
    trackTrainings: (q) => [q.trackTrainings(4)],
  },
  contents: {
    list: (q) => [q.list(course), q.list(eventClass)],
    detail: (q) => [q.detail(course, 303), q.detail(eventClass, 401)],
    complements: (q) => [q.complements(course, 303), q.complements(eventClass, 401)],
    instructors: (q) => [q.instructors(course, 303), q.instructors(eventClass, 401)],
    ratings: (q) => [q.ratings(course, 303), q.ratings(eventClass, 401)],
    doubts: (q) => [q.doubts(course, 303), q.doubts(eventClass, 401)],
    questions: (q) => [q.questions(course, 303), q.questions(eventClass, 401)],
    notes: (q) => [q.notes(course, 303), q.notes(eventClass, 401)],
    questionnairePage: (q) => [
      q.questionnairePage(course, 303, 5120, 1),
      q.questionnairePage(eventClass, 401, 5120, 1),
    ],
  },
  exercises: {
    page: (q) => [q.page(5, 1)],
    cover: (q) => [q.cover(5)],
  },
  annotations: {
    list: (q) => [q.list(303)],
  },
  events: {
    list: (q) => [q.list()],
    attended: (q) => [q.attended()],
    detail: (q) => [q.detail(7)],
    ratings: (q) => [q.ratings(7)],
    comments: (q) => [q.comments(7, { page: 1 })],
    classInstructors: (q) => [q.classInstructors(eventClass)],
    classCertificate: (q) => [q.classCertificate(eventClass)],
  },
  graduations: {
    detail: (q) => [q.detail(3)],
    instructors: (q) => [q.instructors(3)],
    certificate: (q) => [q.certificate(3)],
  },
  interests: {
    list: (q) => [q.list()],
    courses: (q) => [q.courses(2, { page: 1, limit: 20 })],
    user: (q) => [q.user()],
    userCourses: (q) => [q.userCourses()],
  },
  profile: {
    me: (q) => [q.me()],
    companies: (q) => [q.companies()],
    interests: (q) => [q.interests()],
    teams: (q) => [q.teams()],
    list: (q) => [q.list({ page: 1, search: 'ana' })],
    teamUsers: (q) => [q.teamUsers(9)],
  },
  shop: {
    filters: (q) => [q.filters({ category: [1] })],
    list: (q) => [q.list({ shop: [1, 2], interval: [100, 800], page: 1, limit: 20 })],
    detail: (q) => [q.detail(31)],
    favorites: (q) => [q.favorites()],
    orders: (q) => [q.orders()],
    order: (q) => [q.order(77)],
  },
  statement: {
    list: (q) => [q.list({ page: 1 })],
    dailyDecoinsLimit: (q) => [q.dailyDecoinsLimit()],
  },
  pills: { list: (q) => [q.list()], detail: (q) => [q.detail(1)] },
  search: {
    courses: (q) => [q.courses({ search: 'obra', page: 1, limit: 20 })],
    schools: (q) => [q.schools('obra')],
    courseTracks: (q) => [q.courseTracks('obra')],
    instructors: (q) => [q.instructors('obra')],
  },
  statistics: {
    user: (q) => [q.user()],
    access: (q) => [q.access()],
    engagement: (q) => [q.engagement()],
  },
};

type VariablesOf<F> = F extends () => {
  mutationFn?: (variables: infer V, ...rest: never[]) => unknown;
}
  ? V
  : never;

/** Sample variables of every mutation factory; the types make the table complete. */
const mutationCalls: {
  [A in keyof DecolaMutations]: {
    [N in keyof DecolaMutations[A]]: VariablesOf<DecolaMutations[A][N]>[];
  };
} = {
  access: {
    login: [{ login: '52998224725', password: 'Decola@2024' }],
    logout: [undefined],
    register: [
      {
        name: 'Ana Beatriz Souza',
        birthDate: '1994-03-17',
        email: 'ana.souza@decola.com.br',
        password: 'Decola@2024',
        passwordConfirmation: 'Decola@2024',
        isForeigner: true,
      },
    ],
    recoverPasswordByEmail: [{ email: 'ana.souza@decola.com.br' }],
    recoverPasswordByDocument: [{ document: '52998224725' }],
    checkRecoveryData: [
      {
        name: 'Ana Beatriz Souza',
        birthDate: '1994-03-17',
        badgeCode: 1042,
        document: '52998224725',
        mothersName: 'Maria Souza',
      },
    ],
    resetPasswordByEmail: [
      { password: 'NovaSenha@2024', passwordConfirmation: 'NovaSenha@2024', token: 't1' },
    ],
    resetPasswordByData: [
      { password: 'NovaSenha@2024', passwordConfirmation: 'NovaSenha@2024', token: 't2' },
    ],
    changePassword: [{ password: 'NovaSenha@2024', passwordConfirmation: 'NovaSenha@2024' }],
    acceptTerm: [undefined],
    passwordStrength: [{ password: 'NovaSenha@2024' }],
  },
  configuration: {
    sendSuggestion: [{ title: 'Modo escuro', description: 'Um tema escuro para estudar à noite.' }],
  },
  notifications: { watch: [1], delete: [1] },
  courses: {
    enroll: [12],
    finish: [12],
    leave: [12],
    favorite: [12],
    unfavorite: [12],
    indicate: [{ courseId: 12, userIDs: [5, 6] }],
  },
  contents: {
    initialize: [
      { owner: course, contentId: 303 },
      { owner: eventClass, contentId: 401 },
    ],
    saveCheckpoint: [
      { owner: course, contentId: 303, body: { seconds: 42 } },
      { owner: eventClass, contentId: 401, body: { seconds: 42 } },
    ],
    saveScormCheckpoints: [
      {
        owner: course,
        contentId: 303,
        body: { scormCheckpoints: [{ key: 'cmi.location', value: '4' }] },
      },
      {
        owner: eventClass,
        contentId: 401,
        body: { scormCheckpoints: [{ key: 'cmi.location', value: '4' }] },
      },
    ],
    saveProgress: [
      { owner: course, contentId: 303, body: { speedRate: 1.5 } },
      { owner: eventClass, contentId: 401, body: { speedRate: 1 } },
    ],
    finish: [
      { owner: course, contentId: 303 },
      { owner: eventClass, contentId: 401 },
    ],
    createNote: [
      { owner: course, contentId: 303, body: { text: 'Revisar a norma NR-18.' } },
      { owner: eventClass, contentId: 401, body: { text: 'Revisar a norma NR-18.' } },
    ],
    updateNote: [
      { owner: course, contentId: 303, body: { id: 88, text: 'Revisar a NR-35.' } },
      { owner: eventClass, contentId: 401, body: { id: 89, text: 'Revisar a NR-35.' } },
    ],
    deleteNote: [
      { owner: course, contentId: 303, noteId: 88 },
      { owner: eventClass, contentId: 401, noteId: 89 },
    ],
    createRating: [
      { owner: course, contentId: 303, body: { stars: 5 } },
      { owner: eventClass, contentId: 401, body: { stars: 5 } },
    ],
    deleteRating: [
      { owner: course, contentId: 303, ratingId: 431 },
      { owner: eventClass, contentId: 401, ratingId: 432 },
    ],
    likeRating: [{ owner: course, contentId: 303, ratingId: 431 }],
    unlikeRating: [{ owner: course, contentId: 303, ratingId: 431 }],
    createDoubt: [
      {
        owner: course,
        contentId: 303,
        body: { title: 'Andaimes', description: 'Qual a altura máxima?' },
      },
      {
        owner: eventClass,
        contentId: 401,
        body: { title: 'Andaimes', description: 'Qual a altura máxima?' },
      },
    ],
    createQuestion: [
      {
        owner: course,
        contentId: 303,
        body: { title: 'Andaimes', description: 'Qual a altura máxima?' },
      },
      {
        owner: eventClass,
        contentId: 401,
        body: { title: 'Andaimes', description: 'Qual a altura máxima?' },
      },
    ],
  },
  questionnaires: {
    generateQuestionnaire: [
      { owner: course, contentId: 303 },
      { owner: eventClass, contentId: 401 },
    ],
    answerAlternative: [
      { owner: course, contentId: 303, ...page, alternativeId: 9021 },
      { owner: eventClass, contentId: 401, ...page, alternativeId: 9021 },
    ],
    answerDescriptive: [
      { owner: course, contentId: 303, ...page, answer: 'Usar cinto de segurança.' },
      { owner: eventClass, contentId: 401, ...page, answer: 'Usar cinto de segurança.' },
    ],
  },
  exercises: {
    answer: [{ id: 5, questionId: 61, alternativeId: 9021, page: 1 }],
    finish: [5],
  },
  annotations: {
    create: [{ contentId: 303, annotation: 'Pauta curta.' }],
    edit: [{ id: 140, contentId: 303, annotation: 'Pauta curta, 15 minutos.' }],
    delete: [{ id: 140, contentId: 303 }],
  },
  events: {
    enrollClass: [eventClass],
    unenrollClass: [eventClass],
    checkIn: [{ token: 'qr', date: '2024-05-14' }],
  },
  graduations: { enroll: [3], unenroll: [3], checkIn: [{ token: 'qr', id: 3 }] },
  interests: { link: [{ interests: [1, 2] }] },
  profile: {
    edit: [{ socialName: 'Bia' }],
    finishOnboarding: [{ biography: 'Engenheira civil.' }],
  },
  shop: {
    favorite: [31],
    unfavorite: [31],
    createOrder: [{ products: [{ id: 31, decoins: 250, quantity: 1 }] }],
    createReceipt: [77],
  },
  statement: { acceptDailyDecoinsLimitMessage: [undefined] },
  pills: { watch: [1] },
};

/** Every `METHOD /path` of the contract, read from the generated paths interface. */
async function contractCalls(): Promise<string[]> {
  const schema = await readFile(new URL('../schema.d.ts', import.meta.url), 'utf8');
  const paths = schema.slice(
    schema.indexOf('export interface paths {'),
    schema.indexOf('export type webhooks'),
  );
  return [...paths.matchAll(/^ {4}"([^"]+)": \{([\s\S]*?)^ {4}\};/gm)].flatMap(
    ([, path, item = '']) =>
      [...item.matchAll(/^ {8}(get|post|put|patch|delete): operations\[/gm)].map(
        ([, method = '']) => `${method.toUpperCase()} ${path}`,
      ),
  );
}

/** A success answer whose shape every factory can read (lists by index read their counts). */
function answerFor(request: Request): JsonBodyType {
  const chunk = { courses: [], pills: [], ratings: [], hasMore: false, has_more: false };
  const pathname = new URL(request.url).pathname;
  if (/\/(progress|pills|trainings|ratings)$/.test(pathname) && request.method === 'GET')
    return { data: chunk };
  if (pathname.endsWith('/notes') && request.method === 'GET') return { data: [] };
  return { data: {}, success: true, states: [], courses: [] };
}

describe('the bindings cover the contract', () => {
  const seen = new Set<string>();
  const api = testClient();
  api.raw.use({
    onRequest({ request, schemaPath }) {
      seen.add(`${request.method} ${schemaPath}`);
    },
  });

  beforeEach(() => {
    server.use(http.all(`${API}/api/*`, ({ request }) => HttpResponse.json(answerFor(request))));
  });

  it('every GET of the contract has a queryOptions factory that calls it', async () => {
    const queries = createDecolaQueries(api);
    const client = new QueryClient();
    const built = Object.entries(queryCalls).flatMap(([area, calls]) =>
      Object.values(calls).flatMap((call) =>
        (call as (q: unknown) => BuiltQuery[])(queries[area as keyof DecolaQueries]),
      ),
    );

    for (const options of built) {
      if ('initialPageParam' in options) await client.fetchInfiniteQuery(options as never);
      else await client.fetchQuery(options as never);
    }

    const gets = (await contractCalls()).filter((call) => call.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(60);
    expect([...seen].filter((call) => call.startsWith('GET ')).sort()).toEqual(gets.sort());
  });

  it('query keys are unique and start with their area', () => {
    const queries = createDecolaQueries(api);
    const keys = Object.entries(queryCalls).flatMap(([area, calls]) =>
      Object.values(calls).flatMap((call) =>
        (call as (q: unknown) => BuiltQuery[])(queries[area as keyof DecolaQueries]).map(
          ({ queryKey }) => {
            expect(queryKey[0]).toBe(area);
            return JSON.stringify(queryKey);
          },
        ),
      ),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every other call of the contract has a mutationOptions factory that sends it', async () => {
    seen.clear();
    const mutations = createDecolaMutations(api);
    const client = new QueryClient();

    for (const [area, calls] of Object.entries(mutationCalls)) {
      for (const [name, samples] of Object.entries(calls as Record<string, unknown[]>)) {
        const factory = (mutations[area as keyof DecolaMutations] as Record<string, () => object>)[
          name
        ];
        for (const variables of samples) {
          await new MutationObserver(client, factory?.() as never).mutate(variables as never);
        }
      }
    }

    const writes = (await contractCalls()).filter((call) => !call.startsWith('GET '));
    expect(writes.length).toBeGreaterThan(60);
    expect([...seen].sort()).toEqual(writes.sort());
  });
});
