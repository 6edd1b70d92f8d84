import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import { interestKeys } from './interests.js';
import type { QueryOf } from './options.js';
import { decolaMutation, decolaQuery } from './options.js';

export type UserListFilters = QueryOf<'/api/decola/list/users'>;

const all = ['profile'] as const;

export const profileKeys = {
  all,
  me: () => [...all, 'me'] as const,
  companies: () => [...all, 'companies'] as const,
  interests: () => [...all, 'interests'] as const,
  teams: () => [...all, 'teams'] as const,
  teamUsers: (teamId: number) => [...profileKeys.teams(), teamId, 'users'] as const,
  lists: () => [...all, 'list'] as const,
  /** Users of the recommendation picker. */
  list: (filters: UserListFilters = {}) => [...profileKeys.lists(), filters] as const,
};

export const profileMutationKeys = {
  edit: [...all, 'edit'],
  finishOnboarding: [...all, 'finishOnboarding'],
} as const;

export function profileQueries(api: DecolaClient) {
  return {
    /** The session is checked by requesting personal information. */
    me: () =>
      decolaQuery(profileKeys.me(), (signal) =>
        api.get('/api/user/me/list/personalInformation', { signal }),
      ),
    companies: () =>
      decolaQuery(profileKeys.companies(), (signal) =>
        api.get('/api/decola/user/companies', { signal }),
      ),
    interests: () =>
      decolaQuery(profileKeys.interests(), (signal) =>
        api.get('/api/decola/user/interests', { signal }),
      ),
    teams: () =>
      decolaQuery(profileKeys.teams(), (signal) => api.get('/api/decola/user/teams', { signal })),
    list: (filters: UserListFilters = {}) =>
      decolaQuery(profileKeys.list(filters), (signal) =>
        api.get('/api/decola/list/users', { params: { query: filters }, signal }),
      ),
    teamUsers: (teamId: number) =>
      decolaQuery(profileKeys.teamUsers(teamId), (signal) =>
        api.get('/api/manager/user/list/{id}', { params: { path: { id: teamId } }, signal }),
      ),
  };
}

type ProfileUpdate = components['schemas']['UserProfileUpdate'];

export function profileMutations(api: DecolaClient) {
  return {
    edit: () =>
      decolaMutation(
        profileMutationKeys.edit,
        (user: ProfileUpdate) =>
          api.post('/api/decola/user/me/edit/personalInformation', { body: user }),
        () => [profileKeys.all, interestKeys.all],
      ),
    // Finishing onboarding marks first login false.
    finishOnboarding: () =>
      decolaMutation(
        profileMutationKeys.finishOnboarding,
        (user: ProfileUpdate) => api.post('/api/decola/user/onBoarding/finish', { body: user }),
        () => [profileKeys.me()],
      ),
  };
}
