import type { SeedToday } from '../today';
import type { Schemas } from '../../db/schemas';
import type {
  AttendanceRecord,
  CheckInToken,
  EventRecord,
  GraduationEnrollmentRecord,
  GraduationRecord,
} from '../../db/events';
import { demoImage } from '../images';
import { DEMO_USER_IDS } from '../users';
import { dayOf, isoAt } from './calendar';

const { aluno, admin, gestor } = DEMO_USER_IDS;

type Module = { title: string; description: string; markdown: string };

type TrainingPlan = {
  id: number;
  name: string;
  description: string;
  location: string;
  room: string;
  /** Days from today of each calendar entry (menu), one per module. */
  days: number[];
  startHour: string;
  endHour: string;
  modules: Module[];
  maxCapacity: number | null;
  instructorIds: number[];
  /** Enrolled users and the module indexes (0-based) each one checked in to. */
  enrolled: { userId: number; attended: number[] }[];
  finished: boolean;
  hasNewContent: boolean;
  rating: number;
  release: [number, number];
};

const hours = (from: string, to: string): number =>
  (Number(to.slice(0, 2)) - Number(from.slice(0, 2))) * 3600;

function menus(today: SeedToday, plan: TrainingPlan): Schemas['EventCalendarEntry'][] {
  return plan.modules.map((module, index) => ({
    id: plan.id * 100 + index + 1,
    title: module.title,
    description: module.description,
    descriptionMarkdown: module.markdown,
    startDate: dayOf(today, plan.days[index]!),
    startHour: plan.startHour,
    endHour: plan.endHour,
    duration: hours(plan.startHour, plan.endHour),
    location: plan.room,
  }));
}

/**
 * The trainings (events of type 2, ids 6–8), whose training course has the same id: one running
 * with a module today and the aluno at 50 % (6), one still to start (7), one finished with the
 * aluno's certificate (8).
 */
function trainingPlans(): TrainingPlan[] {
  const colleagues = (from: number, to: number, attended: number[]) =>
    Array.from({ length: to - from + 1 }, (_, index) => ({
      userId: from + index,
      // Every third colleague missed the second module.
      attended: index % 3 === 2 ? attended.filter((module) => module !== 1) : attended,
    }));
  return [
    {
      id: 6,
      name: 'Formação de Encarregados de Obra',
      description:
        'Quatro módulos presenciais para encarregados e futuros encarregados: planejamento da produção, qualidade, segurança e gestão de pessoas no canteiro.',
      location: 'Centro de Treinamento Decola, Joinville - SC',
      room: 'Sala 2 – Centro de Treinamento Decola, Rua XV de Novembro, 1500, Joinville - SC',
      days: [-14, -7, 0, 7],
      startHour: '08:00',
      endHour: '17:00',
      modules: [
        {
          title: 'Módulo 1 – Planejamento da produção',
          description: 'Linha de balanço, lookahead de seis semanas e reuniões de curto prazo.',
          markdown: 'Linha de balanço, *lookahead* de seis semanas e reuniões de curto prazo.',
        },
        {
          title: 'Módulo 2 – Qualidade na execução',
          description: 'Fichas de verificação de serviço e tratamento de não conformidades.',
          markdown: 'Fichas de verificação de serviço e tratamento de **não conformidades**.',
        },
        {
          title: 'Módulo 3 – Segurança e NR-18 no dia a dia',
          description: 'Diálogo diário de segurança, permissões de trabalho e inspeções de frente.',
          markdown:
            'Diálogo diário de segurança, **permissões de trabalho** e inspeções de frente.',
        },
        {
          title: 'Módulo 4 – Gestão de pessoas e comunicação',
          description: 'Feedback, resolução de conflitos e integração de novos colaboradores.',
          markdown: 'Feedback, resolução de conflitos e *integração* de novos colaboradores.',
        },
      ],
      maxCapacity: 25,
      instructorIds: [9, 10],
      enrolled: [
        { userId: aluno, attended: [0, 1] },
        { userId: admin, attended: [0] },
        ...colleagues(50, 61, [0, 1]),
      ],
      finished: false,
      hasNewContent: true,
      rating: 4.8,
      release: [-20, 10],
    },
    {
      id: 7,
      name: 'Programa de Desenvolvimento de Líderes',
      description:
        'Três encontros sobre liderança situacional, indicadores de obra e conversas difíceis, para coordenadores e engenheiros que assumem equipes.',
      location: 'Sede Decola, São Paulo - SP',
      room: 'Auditório da sede – Av. Engenheiro Luís Carlos Berrini, 1140, São Paulo - SP',
      days: [10, 17, 24],
      startHour: '09:00',
      endHour: '18:00',
      modules: [
        {
          title: 'Encontro 1 – Liderança situacional',
          description: 'Estilos de liderança e como adaptá-los à maturidade da equipe.',
          markdown: 'Estilos de liderança e como adaptá-los à **maturidade da equipe**.',
        },
        {
          title: 'Encontro 2 – Indicadores que importam',
          description: 'Prazo, custo, qualidade e segurança num painel que a equipe entende.',
          markdown: 'Prazo, custo, qualidade e segurança num *painel* que a equipe entende.',
        },
        {
          title: 'Encontro 3 – Conversas difíceis',
          description: 'Feedback, desempenho abaixo do esperado e negociação com fornecedores.',
          markdown: 'Feedback, desempenho abaixo do esperado e **negociação** com fornecedores.',
        },
      ],
      maxCapacity: 20,
      instructorIds: [11],
      enrolled: [{ userId: gestor, attended: [] }, ...colleagues(62, 66, [])],
      finished: false,
      hasNewContent: false,
      rating: 4.6,
      release: [-1, 9],
    },
    {
      id: 8,
      name: 'Capacitação NR-35 – Trabalho em Altura',
      description:
        'Capacitação obrigatória de 8 horas com prática em torre de treinamento: análise de risco, sistemas de ancoragem, EPIs e resgate.',
      location: 'Centro de Treinamento Decola, Porto Alegre - RS',
      room: 'Torre de treinamento – Av. Ipiranga, 6681, Porto Alegre - RS',
      days: [-60, -59],
      startHour: '08:00',
      endHour: '12:00',
      modules: [
        {
          title: 'Dia 1 – Teoria, normas e análise de risco',
          description: 'A NR-35, a permissão de trabalho e a análise preliminar de risco.',
          markdown: 'A **NR-35**, a permissão de trabalho e a análise preliminar de risco.',
        },
        {
          title: 'Dia 2 – Prática na torre e resgate',
          description: 'Cinto tipo paraquedista, linha de vida, ancoragem e simulação de resgate.',
          markdown: 'Cinto tipo paraquedista, linha de vida, ancoragem e *simulação de resgate*.',
        },
      ],
      maxCapacity: 16,
      instructorIds: [12],
      enrolled: [{ userId: aluno, attended: [0, 1] }, ...colleagues(67, 78, [0, 1])],
      finished: true,
      hasNewContent: false,
      rating: 4.9,
      release: [-90, -55],
    },
  ];
}

export type SeededTrainings = {
  events: EventRecord[];
  graduations: GraduationRecord[];
  checkInTokens: CheckInToken[];
};

export function seedTrainings(today: SeedToday): SeededTrainings {
  let attendanceId = 0;
  const plans = trainingPlans();
  const events = plans.map((plan): EventRecord => {
    const entries = menus(today, plan);
    return {
      id: plan.id,
      type: 2,
      name: plan.name,
      description: plan.description,
      location: plan.location,
      isActive: true,
      duration: entries.reduce((total, entry) => total + (entry.duration ?? 0), 0),
      image: demoImage('event', plan.id),
      banner: demoImage('banner', 200 + plan.id),
      hasCertificate: true,
      rating: plan.rating,
      activationDate: isoAt(today, plan.release[0] - 10),
      inactivationDate: null,
      hasNewContent: plan.hasNewContent,
      menus: entries,
      scheduleStartDateTime: isoAt(today, plan.days[0]!, Number(plan.startHour.slice(0, 2))),
      releaseStartDate: isoAt(today, plan.release[0]),
      releaseEndDate: isoAt(today, plan.release[1], 23, 59),
      introductoryContent: null,
    };
  });
  const graduations = plans.map((plan, planIndex): GraduationRecord => {
    const entries = events[planIndex]!.menus;
    const enrollments = plan.enrolled.map(({ userId, attended }): GraduationEnrollmentRecord => ({
      userId,
      enrolledAt: isoAt(today, plan.days[0]! - 20),
      attendances: attended.map((module): AttendanceRecord => {
        attendanceId += 1;
        return {
          id: 7000 + attendanceId,
          userID: userId,
          date: entries[module]!.startDate,
          checkedInAt: isoAt(today, plan.days[module]!, Number(plan.startHour.slice(0, 2)) - 1, 50),
        };
      }),
    }));
    const lastDay = plan.days[plan.days.length - 1]!;
    return {
      id: plan.id,
      instructorIds: plan.instructorIds,
      maxCapacity: plan.maxCapacity,
      finishedAt: plan.finished
        ? isoAt(today, lastDay, Number(plan.endHour.slice(0, 2)), 15)
        : null,
      enrollments,
    };
  });
  // The QR code of today's module of training 6 and of the last day of the finished training 8.
  const menuToken = (eventId: number, menu: Schemas['EventCalendarEntry']): CheckInToken => ({
    token: `formacao-${eventId}-modulo-${menu.id}`,
    eventId,
    classId: null,
    graduationId: eventId,
    menuId: menu.id,
    date: menu.startDate,
  });
  const checkInTokens = [menuToken(6, events[0]!.menus[2]!), menuToken(8, events[2]!.menus[1]!)];
  return { events, graduations, checkInTokens };
}
