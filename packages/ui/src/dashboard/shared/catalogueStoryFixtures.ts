/**
 * Data for the catalogue stories only: the six schools of the group's portal and the tracks of
 * two of them, as the demo backend seeds them (packages/api-mocks, learning/schools.ts).
 */
import type { TrackOption } from '@decola/domain';
import type { SchoolFilterSchool } from '../SchoolFilter';

export const storySchools: SchoolFilterSchool[] = [
  { id: 1, name: 'Corporativa' },
  { id: 2, name: 'Operações' },
  { id: 3, name: 'Administração' },
  { id: 4, name: 'Gestão e liderança' },
  { id: 5, name: 'Mercado' },
  { id: 6, name: 'Ferramentas' },
];

/** The tracks of Operações (6–10) and Gestão e liderança (16–20). */
export const storyTracks: TrackOption[] = [
  { id: 6, title: 'Segurança em Primeiro Lugar' },
  { id: 7, title: 'Qualidade na Execução' },
  { id: 8, title: 'Planejamento e Controle de Obras' },
  { id: 9, title: 'Leitura de Projetos' },
  { id: 10, title: 'Equipamentos de Obra' },
  { id: 16, title: 'Formação de Líderes' },
  { id: 17, title: 'Gestão de Projetos' },
  { id: 18, title: 'Comunicação e Feedback' },
  { id: 19, title: 'Gestão de Equipes' },
  { id: 20, title: 'Tomada de Decisão' },
];
