import { mutationOptions } from '@tanstack/react-query';
import type { DecolaClient } from '../client.js';
import type { DecolaError } from '../errors.js';
import type { components } from '../schema.js';
import { configurationKeys } from './configuration.js';
import { decolaMutation, decolaQuery } from './options.js';
import { profileKeys } from './profile.js';

type Schemas = components['schemas'];

const all = ['access'] as const;

export const accessKeys = {
  all,
  states: () => [...all, 'states'] as const,
  zipCodes: () => [...all, 'zipCode'] as const,
  zipCode: (zipCode: string) => [...accessKeys.zipCodes(), zipCode] as const,
  isAdmin: () => [...all, 'isAdmin'] as const,
  isManager: () => [...all, 'isManager'] as const,
};

export const accessMutationKeys = {
  login: [...all, 'login'],
  logout: [...all, 'logout'],
  register: [...all, 'register'],
  recoverPasswordByEmail: [...all, 'recoverPasswordByEmail'],
  recoverPasswordByDocument: [...all, 'recoverPasswordByDocument'],
  checkRecoveryData: [...all, 'checkRecoveryData'],
  resetPasswordByEmail: [...all, 'resetPasswordByEmail'],
  resetPasswordByData: [...all, 'resetPasswordByData'],
  changePassword: [...all, 'changePassword'],
  acceptTerm: [...all, 'acceptTerm'],
  passwordStrength: [...all, 'passwordStrength'],
} as const;

export function accessQueries(api: DecolaClient) {
  return {
    /** The register form's state select (read from `states`). */
    states: () =>
      decolaQuery(accessKeys.states(), (signal) => api.get('/api/decola/states', { signal })),
    zipCode: (zipCode: string) =>
      decolaQuery(accessKeys.zipCode(zipCode), (signal) =>
        api.get('/api/decola/cep/{zipCode}', { params: { path: { zipCode } }, signal }),
      ),
    isAdmin: () =>
      decolaQuery(accessKeys.isAdmin(), (signal) =>
        api.get('/api/decola/user/isAdmin', { signal }),
      ),
    isManager: () =>
      decolaQuery(accessKeys.isManager(), (signal) =>
        api.get('/api/decola/user/isManager', { signal }),
      ),
  };
}

export function accessMutations(api: DecolaClient) {
  return {
    // On success the user is loaded.
    login: () =>
      decolaMutation(
        accessMutationKeys.login,
        (credentials: Schemas['LoginCredentials']) => api.post('/api/login', { body: credentials }),
        () => [profileKeys.all],
      ),
    /** Success or not, the user and stores are cleared and the configuration reloads. */
    logout: () =>
      mutationOptions<Schemas['Done'], DecolaError, void>({
        mutationKey: accessMutationKeys.logout,
        mutationFn: () => api.post('/api/decola/logout'),
        onSettled: async (_data, _error, _variables, _onMutateResult, { client }) => {
          client.removeQueries({
            predicate: ({ queryKey }) => queryKey[0] !== configurationKeys.all[0],
          });
          await client.invalidateQueries({ queryKey: configurationKeys.all });
        },
      }),
    register: () =>
      decolaMutation(accessMutationKeys.register, (user: Schemas['RegisterUser']) =>
        api.post('/api/register', { body: user }),
      ),
    recoverPasswordByEmail: () =>
      decolaMutation(
        accessMutationKeys.recoverPasswordByEmail,
        (body: Schemas['RecoveryByEmail']) => api.post('/api/passwordRecovery/by/email', { body }),
      ),
    recoverPasswordByDocument: () =>
      decolaMutation(
        accessMutationKeys.recoverPasswordByDocument,
        (body: Schemas['RecoveryByDocument']) =>
          api.post('/api/passwordRecovery/by/document', { body }),
      ),
    checkRecoveryData: () =>
      decolaMutation(
        accessMutationKeys.checkRecoveryData,
        (body: Schemas['RecoveryIdentityData']) =>
          api.post('/api/passwordRecovery/check/data', { body }),
      ),
    /** The token travels in the body and as `Authorization: Bearer`. */
    resetPasswordByEmail: () =>
      decolaMutation(accessMutationKeys.resetPasswordByEmail, (body: Schemas['PasswordReset']) =>
        api.post('/api/resetPassword/by/email', { body, bearerToken: body.token }),
      ),
    resetPasswordByData: () =>
      decolaMutation(accessMutationKeys.resetPasswordByData, (body: Schemas['PasswordReset']) =>
        api.post('/api/resetPassword/by/data', { body, bearerToken: body.token }),
      ),
    changePassword: () =>
      decolaMutation(
        accessMutationKeys.changePassword,
        (body: Schemas['PasswordChange']) => api.post('/api/user/change/password', { body }),
        () => [profileKeys.all],
      ),
    acceptTerm: () =>
      decolaMutation(
        accessMutationKeys.acceptTerm,
        () => api.post('/api/user/accept/term'),
        () => [profileKeys.all],
      ),
    passwordStrength: () =>
      decolaMutation(accessMutationKeys.passwordStrength, (body: Schemas['PasswordCheck']) =>
        api.post('/api/decola/get/password/security', { body }),
      ),
  };
}
