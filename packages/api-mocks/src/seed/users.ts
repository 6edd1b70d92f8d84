import type { UserRecord } from '../db/core';
import type { Schemas } from '../db/schemas';
import { demoImage } from './images';

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Decola@2026';

export const COMPANIES = {
  engenharia: { id: 1, name: 'Decola Engenharia' },
  servicos: { id: 2, name: 'Decola Serviços Compartilhados' },
  incorporacoes: { id: 3, name: 'Decola Incorporações' },
} satisfies Record<string, Schemas['Company']>;

/** Ids of the demo accounts, for seeds of other areas that refer to them. */
export const DEMO_USER_IDS = {
  aluno: 1,
  admin: 2,
  gestor: 3,
  novo: 4,
  termos: 5,
  primeiro: 6,
  semempresa: 7,
} as const;

type AccountOverrides = Partial<UserRecord> & Pick<UserRecord, 'id' | 'name' | 'email'>;

function account(overrides: AccountOverrides): UserRecord {
  return {
    socialName: null,
    image: demoImage('avatar', overrides.id),
    biography: null,
    userType: 1,
    companies: [COMPANIES.engenharia],
    dcoins: 0,
    isFirstLogin: false,
    isImported: false,
    passwordModifiedAt: '2026-03-02T13:00:00.000Z',
    needAcceptNewTerm: false,
    completeCourses: 0,
    totalWatched: 0,
    percentageUser: 0,
    interests: null,
    password: DEMO_PASSWORD,
    document: null,
    birthDate: '1990-05-14',
    badgeCode: null,
    mothersName: null,
    ...overrides,
  };
}

/** The demo accounts of the README, one per situation a screen must show. */
function demoAccounts(): UserRecord[] {
  return [
    account({
      id: DEMO_USER_IDS.aluno,
      name: 'Ana Carolina Ribeiro',
      socialName: 'Carol',
      email: 'aluno@decola.dev',
      document: '52998224725',
      birthDate: '1993-08-21',
      badgeCode: 40215,
      mothersName: 'Marta Ribeiro',
      biography:
        'Engenheira civil há oito anos, apaixonada por planejamento de obras e por aprender coisas novas.',
      dcoins: 1500,
      completeCourses: 7,
      totalWatched: 42,
      percentageUser: 38,
      address: {
        zipCode: '01310-100',
        stateID: 25,
        federalUnit: 'SP',
        city: 'São Paulo',
        district: 'Bela Vista',
        street: 'Avenida Paulista',
        addressNumber: 1578,
        complement: 'Conjunto 42',
      },
    }),
    account({
      id: DEMO_USER_IDS.admin,
      name: 'Roberto Almeida Santos',
      email: 'admin@decola.dev',
      userType: 2,
      document: '11144477735',
      dcoins: 820,
      companies: [COMPANIES.engenharia, COMPANIES.servicos],
    }),
    account({
      id: DEMO_USER_IDS.gestor,
      name: 'Fernanda Costa Lima',
      email: 'gestor@decola.dev',
      userType: 4,
      document: '39053344705',
      dcoins: 640,
    }),
    account({
      id: DEMO_USER_IDS.novo,
      name: 'Marcelo Nogueira Pinto',
      email: 'novo@decola.dev',
      document: '86288366757',
      birthDate: '1987-11-03',
      badgeCode: 51873,
      mothersName: 'Cláudia Nogueira Pinto',
      isImported: true,
      passwordModifiedAt: null,
      companies: [COMPANIES.servicos],
    }),
    account({
      id: DEMO_USER_IDS.termos,
      name: 'Juliana Martins Rocha',
      email: 'termos@decola.dev',
      document: '71428793860',
      needAcceptNewTerm: true,
      dcoins: 310,
    }),
    account({
      id: DEMO_USER_IDS.primeiro,
      name: 'Lucas Henrique Souza',
      email: 'primeiro@decola.dev',
      document: '24843803400',
      isFirstLogin: true,
      companies: [COMPANIES.incorporacoes],
    }),
    account({
      id: DEMO_USER_IDS.semempresa,
      name: 'Patrícia Gomes Duarte',
      email: 'semempresa@decola.dev',
      document: '04690738092',
      companies: [],
    }),
  ];
}

const FIRST_NAMES = [
  'Amanda',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Leonardo',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Paulo',
  'Rafaela',
  'Sérgio',
  'Tatiana',
  'Vinícius',
];
const LAST_NAMES = [
  'Araújo',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Ferreira',
  'Gonçalves',
  'Honorato',
  'Lopes',
  'Moreira',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Queiroz',
  'Ramos',
  'Silva',
  'Teixeira',
  'Vieira',
];

/** 60, so the picker's 30-a-page list has two pages; deterministic, so a reset gives the same. */
function colleagues(): UserRecord[] {
  const companies = [COMPANIES.engenharia, COMPANIES.servicos, COMPANIES.incorporacoes];
  return Array.from({ length: 60 }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
    const id = 20 + index;
    const login = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return account({
      id,
      name: `${first} ${last}`,
      email: `${login}${index >= FIRST_NAMES.length ? index : ''}@decola.dev`,
      companies: [companies[index % companies.length]!],
      dcoins: (index * 137) % 2000,
      completeCourses: (index * 3) % 19,
      totalWatched: (index * 11) % 97,
      percentageUser: (index * 17) % 100,
    });
  });
}

export function seedUsers(): UserRecord[] {
  return [...demoAccounts(), ...colleagues()];
}

/** The demo accounts as the README and the demo panel list them. */
export const DEMO_ACCOUNTS = [
  {
    email: 'aluno@decola.dev',
    description: 'aluno com empresa, onboarding feito, 1.500 decoins (CPF 529.982.247-25)',
  },
  { email: 'admin@decola.dev', description: "administrador (tipo 2): vê 'Painel Admin.'" },
  { email: 'gestor@decola.dev', description: "gestor (tipo 4): vê 'Meus times'" },
  { email: 'novo@decola.dev', description: 'importado, nunca trocou a senha: primeiro acesso' },
  { email: 'termos@decola.dev', description: 'precisa aceitar os novos termos de uso' },
  { email: 'primeiro@decola.dev', description: 'primeiro login: passa pelo onboarding' },
  { email: 'semempresa@decola.dev', description: 'sem empresa: sem loja, extrato nem saldo' },
] as const;
