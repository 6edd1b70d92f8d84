import type { SeedToday } from '../today';
import type { UserRecord } from '../../db/core';
import type { Schemas } from '../../db/schemas';
import type { OrderRecord } from '../../db/shop';
import { isoAt } from '../events/calendar';
import { DEMO_USER_IDS } from '../users';
import { purchaseDescription } from './orders';

type StatementItem = Schemas['StatementItem'];
type Origin = StatementItem['typeCode'];
type Line = Omit<StatementItem, 'id'>;

const CONTENTS = [
  'NR-35 – Trabalho em altura: introdução',
  'Leitura de plantas baixas',
  'Uso correto do cinto tipo paraquedista',
  'Diário de obra digital',
  'Controle tecnológico do concreto',
  'Curva ABC de insumos',
  'Feedback que desenvolve',
  'Cálculo de traço de argamassa',
  'Recebimento de materiais no canteiro',
  'Comunicação não violenta',
  'Inspeção de andaimes',
  'Medição de serviços de empreiteiros',
  'Impermeabilização de lajes',
  'Gestão do tempo para líderes',
  'Primeiros socorros: o que fazer até o socorro chegar',
  'Armazenamento de cimento e agregados',
  'Prevenção de choques elétricos',
  'Indicadores de produtividade da mão de obra',
  'Como conduzir um DDS',
  'Instalações hidráulicas: testes de estanqueidade',
  'Segregação de resíduos Classe A',
  'Atendimento ao cliente na vistoria',
  'Planilha de medição no Excel',
  'Sinalização de segurança no canteiro',
];

const COURSES = [
  'Leitura de Projetos Estruturais',
  'Orçamento de Obras com Composições',
  'Gestão de Resíduos da Construção',
  'Liderança para Encarregados',
  'Qualidade na Execução de Alvenaria',
  'Introdução ao BIM',
  'Atendimento ao Cliente na Entrega de Chaves',
  'Planejamento com Linha de Balanço',
  'Segurança em Escavações',
  'Finanças Pessoais para Colaboradores',
  'Gestão de Contratos de Empreiteiros',
  'Fundamentos de Sustentabilidade na Construção',
];

/** Trainings colleagues finished in the last year (two of them are the events seed's). */
const TRAININGS = [
  'Simulado de Brigada de Emergência',
  'Integração de Novos Colaboradores',
  'Capacitação NR-10 – Segurança em Eletricidade',
  'Capacitação NR-35 – Trabalho em Altura',
  'Direção Defensiva para Motoristas de Obra',
];

/** Credited decoins of contents and courses expire after 12 months; training credits do not. */
const EXPIRY_DAYS = 365;

/** The aluno's trainings are the events seed's (see `alunoHistory`): their pattern has none. */
const PATTERNS: Record<'aluno' | 'colleague', [Origin, number][]> = {
  aluno: [
    ['CONTENT_FINISHED', 20],
    ['CONTENT_FINISHED', 30],
    ['COURSE_FINISHED', 150],
    ['CONTENT_FINISHED', 40],
    ['CONTENT_FINISHED', 20],
    ['COURSE_FINISHED', 100],
    ['CONTENT_FINISHED', 30],
    ['COURSE_FINISHED', 200],
    ['CONTENT_FINISHED', 40],
  ],
  colleague: [
    ['COURSE_FINISHED', 150],
    ['CONTENT_FINISHED', 40],
    ['COURSE_FINISHED', 200],
    ['TRAINING_FINISHED', 300],
    ['COURSE_FINISHED', 100],
    ['CONTENT_FINISHED', 30],
  ],
};

function credit(
  today: SeedToday,
  typeCode: Origin,
  value: number,
  description: string,
  day: number,
  hour: number,
  minute: number,
): Line {
  const expires = typeCode !== 'TRAINING_FINISHED';
  return {
    description,
    type: 'CREDIT',
    typeCode,
    value,
    createdAt: isoAt(today, day, hour, minute),
    expiresAt: expires ? isoAt(today, day + EXPIRY_DAYS, 23, 59) : null,
  };
}

const debit = (typeCode: Origin, value: number, description: string, createdAt: string): Line => ({
  description,
  type: 'DEBIT',
  typeCode,
  value,
  createdAt,
  expiresAt: null,
});

function describe(typeCode: Origin, index: number): string {
  if (typeCode === 'CONTENT_FINISHED')
    return `Conclusão do conteúdo "${CONTENTS[index % CONTENTS.length]}"`;
  if (typeCode === 'COURSE_FINISHED')
    return `Conclusão do curso "${COURSES[index % COURSES.length]}"`;
  return `Conclusão do treinamento "${TRAININGS[index % TRAININGS.length]}"`;
}

/** Spread evenly between a year ago and yesterday; the last credit takes what is left. */
function earnings(
  today: SeedToday,
  userId: number,
  total: number,
  pattern: [Origin, number][],
): Line[] {
  const values: [Origin, number][] = [];
  let left = total;
  for (let step = 0; left > 0; step += 1) {
    const [typeCode, value] = pattern[step % pattern.length]!;
    values.push([typeCode, Math.min(value, left)]);
    left -= value;
  }
  const counters: Record<Origin, number> = {
    CONTENT_FINISHED: userId * 5,
    COURSE_FINISHED: userId * 3,
    TRAINING_FINISHED: userId,
    PURCHASE: 0,
    ADMIN_REMOVAL: 0,
    EXPIRATION: 0,
  };
  return values.map(([typeCode, value], index) => {
    const day = -360 + Math.round(((index + 0.5) * 359) / values.length);
    const description = describe(typeCode, counters[typeCode]++);
    return credit(
      today,
      typeCode,
      value,
      description,
      day,
      8 + ((index * 5) % 10),
      (index * 13) % 60,
    );
  });
}

/** Matches the other seeds: the trainings finished are NR-35 and the BIM workshop. */
function alunoHistory(today: SeedToday): Line[] {
  const expiredOn = -35;
  return [
    credit(
      today,
      'TRAINING_FINISHED',
      300,
      'Conclusão do treinamento "Capacitação NR-35 – Trabalho em Altura"',
      -59,
      17,
      40,
    ),
    credit(
      today,
      'TRAINING_FINISHED',
      250,
      'Conclusão do evento "Workshop BIM na prática: do modelo ao canteiro"',
      -20,
      18,
      5,
    ),
    credit(
      today,
      'COURSE_FINISHED',
      100,
      'Conclusão do curso "Excel para Engenharia"',
      expiredOn - EXPIRY_DAYS,
      16,
      20,
    ),
    debit(
      'EXPIRATION',
      100,
      'Decoins expirados: crédito de "Excel para Engenharia" com mais de 12 meses',
      isoAt(today, expiredOn + 1, 0, 5),
    ),
    debit(
      'ADMIN_REMOVAL',
      60,
      'Ajuste administrativo: conteúdo concluído em duplicidade',
      isoAt(today, -90, 14, 30),
    ),
  ];
}

const valueOf = (lines: readonly Line[], type: Line['type']) =>
  lines.filter((line) => line.type === type).reduce((total, line) => total + line.value, 0);

/** Credits minus debits equal each `user.dcoins`; the purchases are the seeded orders. */
export function seedStatement(
  today: SeedToday,
  users: readonly UserRecord[],
  orders: readonly OrderRecord[],
): Record<string, StatementItem[]> {
  let lineId = 10_000;
  const statement: Record<string, StatementItem[]> = {};
  for (const user of users) {
    const balance = user.dcoins ?? 0;
    const own = orders.filter((order) => order.userId === user.id);
    if (balance <= 0 && own.length === 0) continue;
    const isAluno = user.id === DEMO_USER_IDS.aluno;
    const fixed: Line[] = [
      ...(isAluno ? alunoHistory(today) : []),
      ...own.map((order) =>
        debit('PURCHASE', order.grossValue, purchaseDescription(order), order.createAt),
      ),
    ];
    const toEarn = balance + valueOf(fixed, 'DEBIT') - valueOf(fixed, 'CREDIT');
    const lines = [
      ...fixed,
      ...earnings(today, user.id, toEarn, PATTERNS[isAluno ? 'aluno' : 'colleague']),
    ].sort((a, b) => today.compare(a.createdAt, b.createdAt));
    statement[user.id] = lines.map((line): StatementItem => ({ id: ++lineId, ...line })).reverse();
  }
  return statement;
}
