import type { SeedToday } from '../today';
import type {
  DoubtRecord,
  IndicationRecord,
  InstructorRecord,
  NoteRecord,
} from '../../db/learning';
import { DEMO_USER_IDS } from '../users';
import { daysFrom } from './dates';

const HOURS_PER_DAY = 24;
const hoursAgo = (today: SeedToday, hours: number) => daysFrom(today, 0, -hours);

/**
 * Doubts on course contents. The aluno's answered ones match the access area's notifications
 * (contents 302, 702 and 1101, answered 2, 98 and 386 hours ago by instructors 3, 7 and 10).
 */
export function seedDoubts(today: SeedToday, instructors: InstructorRecord[]): DoubtRecord[] {
  const nameOf = (id: number) => instructors.find((instructor) => instructor.id === id)?.name ?? '';
  const aluno = DEMO_USER_IDS.aluno;
  return [
    {
      id: 1,
      userId: aluno,
      courseId: 3,
      contentId: 302,
      title: 'RCP em vítima com capacete',
      description:
        'Se o colega cair e estiver de capacete com jugular, devo retirar o capacete antes de começar as compressões?',
      createdAt: hoursAgo(today, 30),
      responseId: null,
      response: {
        id: 1,
        message:
          'Só retire o capacete se ele atrapalhar a abertura das vias aéreas, com uma pessoa estabilizando a cabeça e o pescoço. As compressões podem começar com o capacete no lugar.',
        userName: nameOf(3),
        createdAt: hoursAgo(today, 2),
      },
    },
    {
      id: 2,
      userId: aluno,
      courseId: 7,
      contentId: 702,
      title: 'Fator de frequência na equação de NIOSH',
      description:
        'No exemplo do saco de argamassa, de onde saiu o fator de frequência 0,75? A equipe levanta cerca de 4 sacos por minuto.',
      createdAt: hoursAgo(today, 120),
      responseId: null,
      response: {
        id: 2,
        message:
          'Ele vem da tabela de frequência para 4 levantamentos por minuto em jornadas de até 2 horas. Para jornadas mais longas o fator cai para 0,45: refiz o cálculo passo a passo na planilha dos complementos.',
        userName: nameOf(7),
        createdAt: hoursAgo(today, 98),
      },
    },
    {
      id: 3,
      userId: aluno,
      courseId: 7,
      contentId: 702,
      title: 'Cargas assimétricas',
      description: 'Obrigada! E quando a carga é assimétrica, como o vergalhão, o cálculo muda?',
      createdAt: hoursAgo(today, 90),
      responseId: 2,
      response: null,
    },
    {
      id: 4,
      userId: aluno,
      courseId: 11,
      contentId: 1101,
      title: 'Frequência das inspeções de serviço',
      description:
        'Na nossa obra a alvenaria avança três pavimentos por semana. As fichas de verificação precisam ser preenchidas por pavimento ou por lote de serviço?',
      createdAt: hoursAgo(today, 17 * HOURS_PER_DAY),
      responseId: null,
      response: {
        id: 3,
        message:
          'Por lote de serviço, desde que o lote esteja definido no procedimento da obra. Anexei aos complementos o roteiro de inspeção com exemplos de lotes de alvenaria.',
        userName: nameOf(10),
        createdAt: hoursAgo(today, 386),
      },
    },
    {
      id: 5,
      userId: aluno,
      courseId: 4,
      contentId: 401,
      title: 'Ancoragem em platibanda',
      description:
        'Posso usar a platibanda de concreto da cobertura como ponto de ancoragem, ou sempre preciso de um dispositivo projetado?',
      createdAt: hoursAgo(today, 20),
      responseId: null,
      response: null,
    },
    {
      id: 6,
      userId: 27,
      courseId: 4,
      contentId: 401,
      title: 'Validade do treinamento',
      description: 'De quanto em quanto tempo precisamos fazer a reciclagem da NR-35?',
      createdAt: hoursAgo(today, 10 * HOURS_PER_DAY),
      responseId: null,
      response: {
        id: 4,
        message:
          'A cada dois anos, e também sempre que mudar o procedimento, após um acidente grave ou depois de 90 dias afastado.',
        userName: nameOf(12),
        createdAt: hoursAgo(today, 9 * HOURS_PER_DAY),
      },
    },
    {
      id: 7,
      userId: 44,
      courseId: 4,
      contentId: 401,
      title: 'Trabalho em telhado',
      description: 'Trabalho em telhado com menos de 2 metros de altura também exige permissão?',
      createdAt: hoursAgo(today, 6 * HOURS_PER_DAY),
      responseId: null,
      response: {
        id: 5,
        message:
          'A NR-35 vale acima de 2 metros, mas a análise de risco pode exigir proteção mesmo abaixo disso. Consulte o técnico de segurança da obra.',
        userName: nameOf(1),
        createdAt: hoursAgo(today, 5 * HOURS_PER_DAY),
      },
    },
  ];
}

/** The aluno's notes, seeded out of order: lists answer them by seconds. */
export function seedNotes(today: SeedToday): NoteRecord[] {
  const aluno = DEMO_USER_IDS.aluno;
  const note = (
    id: number,
    provider: NoteRecord['provider'],
    contentId: number,
    seconds: number,
    annotation: string,
    daysAgo: number,
  ): NoteRecord => ({
    id,
    userId: aluno,
    provider,
    contentId,
    annotation,
    seconds,
    lastChange: daysFrom(today, -daysAgo, -2),
  });
  return [
    note(1, 'course', 401, 312, 'Fator de queda: quanto maior, maior o impacto no corpo.', 4),
    note(2, 'course', 401, 45, 'Conferir o CA e a validade do cinturão antes de subir.', 4),
    note(3, 'course', 401, 780, 'Ancoragem sempre acima da linha da cabeça.', 3),
    note(4, 'course', 702, 420, 'LPR = 23 kg × fatores de multiplicação.', 2),
    note(5, 'course', 1102, 0, 'Imprimir as FVS de alvenaria e revestimento.', 3),
    note(6, 'event', 1101, 300, 'Checklist de andaimes: oficina 3 da SIPAT.', 1),
  ];
}

/**
 * Recommendations: the two the aluno received match the access area's notifications (course 5
 * from the gestor 26 hours ago, course 2 from colleague 21 194 hours ago); she sent course 10 to
 * two colleagues.
 */
export function seedIndications(today: SeedToday): IndicationRecord[] {
  const aluno = DEMO_USER_IDS.aluno;
  return [
    {
      id: 1,
      courseId: 5,
      fromUserId: DEMO_USER_IDS.gestor,
      toUserId: aluno,
      createdAt: hoursAgo(today, 26),
    },
    { id: 2, courseId: 2, fromUserId: 21, toUserId: aluno, createdAt: hoursAgo(today, 194) },
    {
      id: 3,
      courseId: 47,
      fromUserId: 33,
      toUserId: aluno,
      createdAt: hoursAgo(today, 12 * HOURS_PER_DAY),
    },
    {
      id: 4,
      courseId: 10,
      fromUserId: aluno,
      toUserId: 22,
      createdAt: hoursAgo(today, 15 * HOURS_PER_DAY),
    },
    {
      id: 5,
      courseId: 10,
      fromUserId: aluno,
      toUserId: 35,
      createdAt: hoursAgo(today, 15 * HOURS_PER_DAY),
    },
    {
      id: 6,
      courseId: 38,
      fromUserId: DEMO_USER_IDS.gestor,
      toUserId: 24,
      createdAt: hoursAgo(today, 40),
    },
  ];
}
