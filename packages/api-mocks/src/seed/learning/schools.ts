import type { SeedToday } from '../today';
import type { CourseTrackRecord, SchoolRecord } from '../../db/learning';
import { demoImage } from '../images';
import { daysFrom } from './dates';

/** The six school areas, in the landing's order (ids 1–6). */
const SCHOOLS: [name: string, description: string][] = [
  [
    'Corporativa',
    'Quem somos, como trabalhamos e o que esperamos uns dos outros: integração, ética, diversidade, ESG e bem-estar.',
  ],
  [
    'Operações',
    'Técnicas de obra, segurança e qualidade para quem está no canteiro todos os dias.',
  ],
  [
    'Administração',
    'Finanças, suprimentos, contratos e pessoas: a engrenagem que mantém as obras andando.',
  ],
  [
    'Gestão e liderança',
    'Formação de líderes, gestão de projetos e de equipes, comunicação e tomada de decisão.',
  ],
  ['Mercado', 'Clientes, vendas, mercado imobiliário, marca e inovação no setor da construção.'],
  [
    'Ferramentas',
    'Excel, BIM, Power BI e as ferramentas digitais que aceleram o trabalho no escritório e na obra.',
  ],
];

type TrackPlan = {
  title: string;
  description: string;
  courseIds: number[];
  required?: true;
  blocked?: true;
};

/** Five tracks per school: school s holds tracks 5(s − 1) + 1 … 5s. */
const TRACKS: TrackPlan[] = [
  // 1 Corporativa
  {
    title: 'Integração Decola',
    description:
      'O ponto de partida de todo colaborador: história, valores, conduta e segurança da informação.',
    courseIds: [1, 6, 8, 24, 26],
    required: true,
  },
  {
    title: 'Ética e Compliance',
    description:
      'Regras que orientam nossas decisões e os canais para relatar o que não está certo.',
    courseIds: [6, 8, 26, 29],
  },
  {
    title: 'Diversidade e Inclusão',
    description:
      'Equipes diversas, respeito no dia a dia e prevenção de qualquer forma de assédio.',
    courseIds: [25, 26],
  },
  {
    title: 'Sustentabilidade e ESG',
    description:
      'Como a construção pode reduzir impactos e gerar valor para as comunidades vizinhas.',
    courseIds: [27],
  },
  {
    title: 'Saúde e Bem-estar',
    description: 'Cuidados com o corpo e a mente de quem trabalha no canteiro e no escritório.',
    courseIds: [7, 28, 83, 84],
  },
  // 2 Operações
  {
    title: 'Segurança em Primeiro Lugar',
    description:
      'As normas regulamentadoras e a cultura de prevenção do dia a dia da obra e do escritório, do EPI ao trabalho em altura.',
    // Mostly Operações, with Corporativa's prevention courses and one Gestão e liderança pill
    // (DDS): filtered by the two schools it still spans two catalogue pages (courses 65–85).
    courseIds: [
      3, 4, 13, 14, 15, 16, 17, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 23, 7, 79,
      80, 81, 82, 83, 84, 85, 42,
    ],
    required: true,
  },
  {
    title: 'Qualidade na Execução',
    description:
      'Fazer certo da primeira vez: controle de serviços, concretagem e redução de perdas.',
    courseIds: [9, 11, 21],
  },
  {
    title: 'Planejamento e Controle de Obras',
    description: 'Cronogramas, linha de balanço e controle de perdas para entregar no prazo.',
    courseIds: [20, 21],
  },
  {
    title: 'Leitura de Projetos',
    description:
      'Interpretar plantas estruturais e de instalações com segurança antes de executar.',
    courseIds: [18, 19],
  },
  {
    title: 'Equipamentos de Obra',
    description: 'Operação segura, inspeção e manutenção de máquinas, gruas e elevadores.',
    courseIds: [15, 22, 23, 70],
  },
  // 3 Administração
  {
    title: 'Finanças para Engenharia',
    description: 'Orçamento, fluxo de caixa, medição e contabilidade aplicados às obras.',
    courseIds: [2, 30, 37],
  },
  {
    title: 'Suprimentos e Contratos',
    description: 'Comprar bem, contratar bem e acompanhar fornecedores e empreiteiros.',
    courseIds: [5, 31, 36],
  },
  {
    title: 'Pessoas e Departamento Pessoal',
    description: 'Rotinas de admissão, ponto e folha para quem administra equipes de obra.',
    courseIds: [32],
  },
  {
    title: 'Jurídico e Trabalhista',
    description: 'O que todo líder precisa saber da legislação trabalhista para evitar passivos.',
    courseIds: [33],
  },
  {
    title: 'Processos Administrativos',
    description: 'Documentos, indicadores e controle patrimonial com processos simples e claros.',
    courseIds: [34, 35, 36],
  },
  // 4 Gestão e liderança
  {
    title: 'Formação de Líderes',
    description:
      'A trilha obrigatória de quem lidera pessoas: estilos de liderança, feedback e reuniões.',
    courseIds: [10, 12, 38, 42, 45],
    required: true,
  },
  {
    title: 'Gestão de Projetos',
    description: 'Boas práticas do PMBOK e métodos ágeis adaptados à realidade das obras.',
    courseIds: [39, 40],
  },
  {
    title: 'Comunicação e Feedback',
    description:
      'Conversas difíceis, feedback que desenvolve e reuniões que terminam com decisões.',
    courseIds: [12, 41, 42],
  },
  {
    title: 'Gestão de Equipes',
    description:
      'Engajar, desenvolver e manter equipes de alta performance no canteiro e no escritório.',
    courseIds: [10, 38, 44],
  },
  {
    title: 'Tomada de Decisão',
    description: 'Decidir com dados, negociar e resolver conflitos com segurança.',
    courseIds: [43, 44],
  },
  // 5 Mercado
  {
    title: 'Atendimento ao Cliente',
    description: 'Do plantão de vendas à assistência técnica: o cliente no centro de cada etapa.',
    courseIds: [46, 47, 49],
  },
  {
    title: 'Vendas e Relacionamento',
    description: 'Técnicas de vendas e relacionamento de longo prazo com clientes corporativos.',
    courseIds: [48, 49],
  },
  {
    title: 'Mercado Imobiliário',
    description: 'Como funciona o mercado, da compra do terreno ao habite-se.',
    courseIds: [50, 51],
  },
  {
    title: 'Marketing e Marca',
    description: 'A marca Decola nas obras, nas redes e na vida de quem trabalha com a gente.',
    courseIds: [52],
    blocked: true,
  },
  {
    title: 'Inovação e Construtechs',
    description: 'Novas tecnologias e métodos para resolver problemas antigos da construção.',
    courseIds: [53, 54],
  },
  // 6 Ferramentas
  {
    title: 'Excel e Planilhas',
    description: 'Das fórmulas essenciais aos painéis de acompanhamento de obra.',
    courseIds: [55, 56],
  },
  {
    title: 'BIM e Modelagem',
    description: 'Modelagem, compatibilização e extração de quantitativos a partir do modelo.',
    courseIds: [57, 58],
  },
  {
    title: 'Power BI e Dados',
    description: 'Indicadores de obra em painéis que todo mundo entende.',
    courseIds: [59],
  },
  {
    title: 'Ferramentas Colaborativas',
    description: 'Teams, SharePoint e o diário de obra digital para equipes espalhadas pelo país.',
    courseIds: [60, 61],
  },
  {
    title: 'Produtividade Digital',
    description: 'Automação de rotinas, cronogramas no MS Project e levantamentos com drones.',
    courseIds: [62, 63, 64],
  },
];

export function seedSchools(today: SeedToday): SchoolRecord[] {
  return SCHOOLS.map(([name, description], index) => ({
    id: index + 1,
    name,
    description,
    thumbnailURL: demoImage('school', index + 1),
    isActive: true,
    lastChange: daysFrom(today, -120 + index * 3, 10),
  }));
}

export function seedCourseTracks(today: SeedToday): CourseTrackRecord[] {
  return TRACKS.map((plan, index) => ({
    id: index + 1,
    schoolId: Math.ceil((index + 1) / 5),
    title: plan.title,
    description: plan.description,
    isActive: true,
    isBlocked: plan.blocked ?? false,
    isRequired: plan.required ?? false,
    lastChange: daysFrom(today, -90 + index, 9),
    thumbnailURL: demoImage('track', index + 1),
    courseIds: plan.courseIds,
  }));
}
