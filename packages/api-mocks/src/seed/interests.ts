import type { Schemas } from '../db/schemas';
import { demoImage } from './images';
import { DEMO_USER_IDS } from './users';

const TITLES = [
  'Liderança',
  'Gestão de projetos',
  'Segurança do trabalho',
  'Sustentabilidade',
  'Finanças',
  'Comunicação',
  'Inovação',
  'Tecnologia e dados',
  'Atendimento ao cliente',
  'Qualidade',
  'Planejamento de obras',
  'Bem-estar',
];

export function seedInterests(): Schemas['Interest'][] {
  return TITLES.map((title, index) => ({
    id: index + 1,
    title,
    imageURL: demoImage('interest', index + 1),
  }));
}

/** The aluno chose three, so 'Seus interesses' shows; the first-login user none yet. */
export function seedUserInterestIds(): Record<string, number[]> {
  return {
    [DEMO_USER_IDS.aluno]: [1, 3, 11],
    [DEMO_USER_IDS.admin]: [2, 8],
    [DEMO_USER_IDS.gestor]: [1, 2, 6],
  };
}
