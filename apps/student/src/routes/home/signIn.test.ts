import { DEMO_PASSWORD, MemoryStorage } from '@decola/api-mocks/node';
import { MutationObserver } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessMutation, accessQuery } from '../../api/access';
import { api } from '../../api/client';
import { newestCourses } from '../../api/newestCourses';
import { notificationQuery } from '../../api/notifications';
import { profileQuery } from '../../api/profile';
import { queryClient } from '../../app/queryClient';
import { configurationQuery } from '../../api/configuration';
import { loadConfiguration } from '../../session/configuration';
import { guard } from '../../session/guard';
import { sessionExpired } from '../../session/sessionExpired';
import { signedIn } from '../../session/signedIn';
import { signIn } from './signIn';

// The guard asks the brand (common/template.ts reads the page's address); these tests have no page.
vi.mock('../../common/template', () => ({ template: 'default' }));
// The guard opens the account's data on the device (IndexedDB, loaded lazily); Node has none, and a
// load still running when a file's tests end fails the run. What the device keeps is tested apart.
vi.mock('../../session/deviceSession', () => ({
  openDeviceData: vi.fn(),
  discardDeviceData: vi.fn(),
}));

const ADMIN = { login: 'admin@decola.dev', password: DEMO_PASSWORD };
const STUDENT = { login: 'aluno@decola.dev', password: DEMO_PASSWORD };

/** What the admin's dashboard and header leave in the caches. */
async function browseAsAdmin() {
  await queryClient.fetchQuery(accessQuery.isAdmin());
  await queryClient.fetchQuery(accessQuery.isManager());
  await queryClient.fetchQuery(notificationQuery.list());
  await queryClient.fetchQuery(newestCourses());
  await new MutationObserver(queryClient, accessMutation.passwordStrength()).mutate({
    password: 'Admin@2026',
  });
  expect(queryClient.getQueryData(accessQuery.isAdmin().queryKey)).toEqual({ isAdmin: true });
}

const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey }) => queryKey);
const signedInEmail = () => queryClient.getQueryData(profileQuery.me().queryKey)?.user.email;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});

describe('nothing of one account reaches the next', () => {
  it('a second login without logout starts from empty caches', async () => {
    await signIn(ADMIN, null);
    await browseAsAdmin();
    const adminQueries = queryClient.getQueryCache().getAll();

    await signIn(STUDENT, null);

    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => adminQueries.includes(query)),
    ).toEqual([]);
    expect(cachedKeys()).toEqual([profileQuery.me().queryKey]);
    expect(signedInEmail()).toBe('aluno@decola.dev');
    // The mutation cache holds the student's login only.
    const mutations = queryClient.getMutationCache().getAll();
    expect(mutations.map((mutation) => mutation.state.variables)).toEqual([STUDENT]);
  });

  it('a navigation after another tab signed in another account serves nothing of the first', async () => {
    await signIn(ADMIN, null);
    await browseAsAdmin();

    // Another tab of the same browser: the session cookie now belongs to the student.
    await api.post('/api/login', { body: STUDENT });
    const request = new Request('http://portal.test/student/dashboard');
    const { user } = await guard('dashboard')({ request, params: {} } as LoaderFunctionArgs);

    expect(user.email).toBe('aluno@decola.dev');
    expect(queryClient.getQueryData(accessQuery.isAdmin().queryKey)).toBeUndefined();
    expect(cachedKeys().map((key) => key[0])).not.toContain('notifications');
    expect(cachedKeys().map((key) => key[0])).not.toContain('access');
    expect(signedInEmail()).toBe('aluno@decola.dev');
  });

  it('a session that ends leaves empty caches, the configuration aside', async () => {
    await signIn(ADMIN, null);
    await browseAsAdmin();
    await loadConfiguration();

    sessionExpired();

    expect(cachedKeys()).toEqual([configurationQuery.current().queryKey]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(signedIn.isSet()).toBe(false);
  });
});
