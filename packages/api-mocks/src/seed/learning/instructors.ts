import type { InstructorRecord } from '../../db/learning';
import { demoImage } from '../images';

/** The events area refers to them by id too, so each keeps one name, photo and biography. */
const PEOPLE: [name: string, biography: string][] = [
  [
    'Rogério Almeida',
    'Técnico de segurança do trabalho há 20 anos, coordenou a SSMA de obras em São Paulo e Campinas.',
  ],
  [
    'Cláudia Moreira',
    'Engenheira de segurança do trabalho, especialista em NR-18 e em programas de prevenção em canteiros.',
  ],
  [
    'Marcos Vinícius Prado',
    'Bombeiro civil e instrutor de primeiros socorros, conduz transmissões de segurança para todo o grupo.',
  ],
  [
    'Juliana Tavares',
    'Coordenadora de BIM da Decola Engenharia, implantou o planejamento 4D nas obras do Sul.',
  ],
  [
    'Henrique Sato',
    'Engenheiro de planejamento, especialista em compatibilização de projetos e orçamentação a partir do modelo.',
  ],
  [
    'Patrícia Lacerda',
    'Gerente de obras com 15 anos de experiência em empreendimentos residenciais em Minas Gerais e na Bahia.',
  ],
  [
    'Dra. Renata Figueiredo',
    'Psicóloga do trabalho e ergonomista, cuida do programa de saúde mental e acolhimento do grupo.',
  ],
  [
    'Sargento Paulo Cavalcanti',
    'Bombeiro militar da reserva, forma brigadas de emergência em obras do Nordeste.',
  ],
  [
    'Ricardo Tavares',
    'Engenheiro civil e gerente de produção, formou mais de 200 encarregados em Santa Catarina.',
  ],
  [
    'Simone Araújo',
    'Especialista em qualidade e certificação PBQP-H, audita os sistemas de gestão das obras.',
  ],
  [
    'Fernando Bastos',
    'Consultor de liderança e diretor de operações aposentado, mentor de coordenadores de obra.',
  ],
  [
    'Ana Lúcia Menezes',
    'Técnica em segurança e instrutora credenciada de NR-35 e NR-33, com prática em resgate vertical.',
  ],
];

export function seedInstructors(): InstructorRecord[] {
  return PEOPLE.map(([name, biography], index) => ({
    id: index + 1,
    name,
    // Half of them without a photo: the portal then shows the initials of their name.
    image: (index + 1) % 2 === 0 ? demoImage('instructor', index + 1) : null,
    biography,
  }));
}
