import type { TeamRecord } from '../../db/access';
import { DEMO_USER_IDS } from '../users';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** So 'Meus times' and the profile's team list both have content. */
export function seedTeams(): TeamRecord[] {
  return [
    {
      id: 1,
      name: 'Engenharia de Obras – São Paulo',
      managerId: DEMO_USER_IDS.gestor,
      memberIds: [DEMO_USER_IDS.aluno, ...range(20, 29)],
    },
    {
      id: 2,
      name: 'Planejamento e Orçamentos',
      managerId: DEMO_USER_IDS.gestor,
      memberIds: [DEMO_USER_IDS.termos, ...range(30, 37)],
    },
    {
      id: 3,
      name: 'Suprimentos e Logística de Canteiro',
      managerId: DEMO_USER_IDS.admin,
      memberIds: [DEMO_USER_IDS.gestor, DEMO_USER_IDS.novo, ...range(38, 45)],
    },
    {
      id: 4,
      name: 'Segurança do Trabalho – Regional Sul',
      managerId: 46,
      memberIds: [DEMO_USER_IDS.aluno, ...range(47, 55)],
    },
    {
      id: 5,
      name: 'Qualidade e Assistência Técnica',
      managerId: 56,
      memberIds: [DEMO_USER_IDS.primeiro, ...range(57, 66)],
    },
  ];
}
