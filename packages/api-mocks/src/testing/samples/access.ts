import { DEMO_PASSWORD } from '../../seed/users';
import type { Samples } from './types';

/** The aluno's identity data as the HR system holds it (seed/users.ts). */
export const ALUNO_IDENTITY = {
  name: 'Ana Carolina Ribeiro',
  birthDate: '1993-08-21',
  badgeCode: 40215,
  document: '52998224725',
  mothersName: 'Marta Ribeiro',
};

const NEW_PASSWORD = { password: 'Canteiro#2026', passwordConfirmation: 'Canteiro#2026' };

export const accessSamples: Samples = {
  login: { as: 'nobody', body: { login: '529.982.247-25', password: DEMO_PASSWORD } },
  register: {
    as: 'nobody',
    body: {
      name: 'Beatriz Lopes Ferraz',
      birthDate: '1996-02-11',
      document: '15350946056',
      email: 'beatriz.ferraz@decola.dev',
      password: 'Obra#Segura2026',
      passwordConfirmation: 'Obra#Segura2026',
      isForeigner: false,
      address: {
        zipCode: '80420-090',
        stateID: 16,
        federalUnit: 'PR',
        city: 'Curitiba',
        district: 'Batel',
        street: 'Avenida do Batel',
        addressNumber: 1230,
        complement: 'Sala 5',
      },
    },
  },
  logout: {},
  resetPasswordByEmail: {
    as: 'nobody',
    async prepare({ caller, db }) {
      await caller.call('POST', '/api/passwordRecovery/by/email', {
        body: { email: 'aluno@decola.dev' },
      });
      const token = db.outbox[0]!.token;
      return { body: { ...NEW_PASSWORD, token }, bearer: token };
    },
  },
  resetPasswordByData: {
    as: 'nobody',
    async prepare({ caller }) {
      const { body } = await caller.json<{ data: { token: string } }>(
        'POST',
        '/api/passwordRecovery/check/data',
        { body: ALUNO_IDENTITY },
      );
      return { body: { ...NEW_PASSWORD, token: body.data.token }, bearer: body.data.token };
    },
  },
  listStates: { as: 'nobody' },
  getIsAdmin: { as: 'admin' },
  getIsManager: { as: 'gestor' },
  acceptTerm: { as: 'termos' },
  checkRecoveryData: { as: 'nobody', body: ALUNO_IDENTITY },
  recoverPasswordByDocument: { as: 'nobody', body: { document: '86288366757' } },
  recoverPasswordByEmail: { as: 'nobody', body: { email: 'aluno@decola.dev' } },
  changePassword: { as: 'novo', body: NEW_PASSWORD },
  getPasswordStrength: { as: 'nobody', body: { password: 'Decola@2026' } },
  lookupZipCode: { as: 'nobody', params: { zipCode: '01310-100' } },

  getConfiguration: { as: 'nobody' },
  sendSuggestion: {
    body: {
      title: 'Modo escuro no portal',
      description:
        'Seria ótimo assistir às aulas à noite com um tema escuro, que cansa menos a vista.',
    },
  },
  listFaq: {},
  listLandingFaq: { as: 'nobody' },

  listNotifications: {},
  getNotification: { params: { id: 3 } },
  watchNotification: { params: { id: 1 } },
  deleteNotification: { params: { id: 2 } },

  getPersonalInformation: {},
  finishOnboarding: {
    as: 'primeiro',
    body: {
      name: 'Lucas Henrique Souza',
      socialName: 'Lucas',
      biography: 'Técnico de edificações, começando agora na equipe de Incorporações.',
      isFirstLogin: false,
    },
  },
  editPersonalInformation: {
    body: {
      name: 'Ana Carolina Ribeiro',
      socialName: 'Carol',
      biography: 'Engenheira civil, apaixonada por planejamento de obras.',
      address: { zipCode: '13015-100', stateID: 25, city: 'Campinas', addressNumber: 210 },
    },
  },
  listUserCompanies: {},
  getProfileInterests: {},
  listUserTeams: { as: 'gestor' },
  listUsers: { query: { page: 2, search: 'a', orderBy: 'name', ordinationAsc: true } },
  listManagerTeamUsers: { as: 'gestor', params: { id: 1 } },

  listStudentEngagement: {},
  getUserStatistics: {},
  getUserAccessStatistics: { query: { period: 'day', interval: 14 } },

  getDailyDecoinsLimit: {},
  acceptDailyDecoinsLimitMessage: {},
};
