import type { SeedToday } from '../today';
import { MODALITY } from '@decola/domain';
import type {
  AttendanceRecord,
  CheckInToken,
  EventClassRecord,
  EventRecord,
} from '../../db/events';
import { demoImage } from '../images';
import { videoCode } from '../learning/codes';
import { DEMO_USER_IDS } from '../users';
import { dayOf, isoAt } from './calendar';

const { aluno, admin, gestor } = DEMO_USER_IDS;

/** Colleague ids from..to (the seed's 60 colleagues have ids 20–79). */
const colleagues = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

type ClassPlan = {
  id: number;
  eventId: number;
  name: string;
  location: string;
  modality: 1 | 2;
  /** Days from today and local hours of the first and last day. */
  startDay: number;
  endDay: number;
  startHour: number;
  endHour: number;
  maxCapacity: number | null;
  enrolled: number[];
  /** Who checked in, on which day (days from today). */
  attended: { userId: number; day: number }[];
  finished: boolean;
  hasCertificate: boolean;
  hasNewContent: boolean;
  instructorIds: number[];
};

let attendanceId = 0;

function attendance(
  today: SeedToday,
  userId: number,
  day: number,
  hour: number,
  minute: number,
): AttendanceRecord {
  attendanceId += 1;
  return {
    id: 5000 + attendanceId,
    userID: userId,
    date: dayOf(today, day),
    checkedInAt: isoAt(today, day, hour, minute),
  };
}

function eventClass(today: SeedToday, plan: ClassPlan): EventClassRecord {
  const days = plan.endDay - plan.startDay + 1;
  return {
    id: plan.id,
    eventID: plan.eventId,
    name: plan.name,
    isActive: true,
    location: plan.location,
    modality: plan.modality,
    hasCertificate: plan.hasCertificate,
    isPublic: true,
    maxCapacity: plan.maxCapacity,
    scheduleStartDate: dayOf(today, plan.startDay),
    scheduleEndDate: dayOf(today, plan.endDay),
    scheduleStartDateTime: isoAt(today, plan.startDay, plan.startHour),
    scheduleEndDateTime: isoAt(today, plan.endDay, plan.endHour),
    // Enrolment opens a month before and closes the day before the class starts.
    enrollmentStart: isoAt(today, plan.startDay - 30),
    enrollmentEnd: isoAt(today, plan.startDay - 1, 23, 59),
    startedAt: plan.startDay <= 0 ? isoAt(today, plan.startDay, plan.startHour, 5) : null,
    finishedAt: plan.finished ? isoAt(today, plan.endDay, plan.endHour, 15) : null,
    duration: days * (plan.endHour - plan.startHour) * 3600,
    enrollUsers: plan.enrolled.map((id) => ({ id })),
    attendances: plan.attended.map(({ userId, day }, index) =>
      attendance(today, userId, day, plan.startHour - 1, 40 + (index % 20)),
    ),
    instructorIds: plan.instructorIds,
    hasNewContent: plan.hasNewContent,
  };
}

const ONLINE_LOCATION = 'Online (Microsoft Teams)';

/**
 * The classes of the events of type 1, one per situation the event screen shows: running today with
 * the aluno checked in (11), open for enrolment (12, 32, 52), finished with the aluno's certificate
 * (21), full (31), enrolled and not yet attended (41) and finished without the aluno (51).
 */
function classPlans(): ClassPlan[] {
  return [
    {
      id: 11,
      eventId: 1,
      name: 'Turma presencial – Obra Vila Mariana',
      location:
        'Canteiro da Obra Residencial Vila Mariana – Rua Domingos de Morais, 2187, São Paulo - SP',
      modality: MODALITY.FACE,
      startDay: -1,
      endDay: 3,
      startHour: 8,
      endHour: 17,
      maxCapacity: 40,
      enrolled: [aluno, admin, gestor, ...colleagues(20, 39)],
      attended: [
        { userId: aluno, day: -1 },
        { userId: admin, day: -1 },
        ...colleagues(20, 33).map((userId) => ({ userId, day: -1 })),
      ],
      finished: false,
      hasCertificate: true,
      hasNewContent: true,
      instructorIds: [1, 2],
    },
    {
      id: 12,
      eventId: 1,
      name: 'Turma online – transmissão ao vivo',
      location: ONLINE_LOCATION,
      modality: MODALITY.ONLINE,
      startDay: 7,
      endDay: 7,
      startHour: 19,
      endHour: 21,
      maxCapacity: 200,
      enrolled: colleagues(40, 47),
      attended: [],
      finished: false,
      hasCertificate: true,
      hasNewContent: false,
      instructorIds: [3],
    },
    {
      id: 21,
      eventId: 2,
      name: 'Turma Curitiba',
      location: 'Centro de Treinamento Decola – Av. Sete de Setembro, 4200, Curitiba - PR',
      modality: MODALITY.FACE,
      startDay: -20,
      endDay: -20,
      startHour: 8,
      endHour: 17,
      maxCapacity: 25,
      enrolled: [aluno, ...colleagues(48, 59)],
      attended: [aluno, ...colleagues(48, 57)].map((userId) => ({ userId, day: -20 })),
      finished: true,
      hasCertificate: true,
      hasNewContent: false,
      instructorIds: [4, 5],
    },
    {
      id: 31,
      eventId: 3,
      name: 'Turma Belo Horizonte',
      location: 'Hotel Ouro Minas – Av. Cristiano Machado, 4001, Belo Horizonte - MG',
      modality: MODALITY.FACE,
      startDay: 14,
      endDay: 15,
      startHour: 8,
      endHour: 18,
      maxCapacity: 30,
      enrolled: [gestor, ...colleagues(20, 48)],
      attended: [],
      finished: false,
      hasCertificate: false,
      hasNewContent: false,
      instructorIds: [6],
    },
    {
      id: 32,
      eventId: 3,
      name: 'Turma Salvador',
      location: 'Hotel Fiesta – Av. Antônio Carlos Magalhães, 741, Salvador - BA',
      modality: MODALITY.FACE,
      startDay: 28,
      endDay: 29,
      startHour: 8,
      endHour: 18,
      maxCapacity: 30,
      enrolled: colleagues(60, 67),
      attended: [],
      finished: false,
      hasCertificate: false,
      hasNewContent: false,
      instructorIds: [6],
    },
    {
      id: 41,
      eventId: 4,
      name: 'Transmissão ao vivo',
      location: ONLINE_LOCATION,
      modality: MODALITY.ONLINE,
      startDay: 3,
      endDay: 3,
      startHour: 15,
      endHour: 17,
      maxCapacity: null,
      enrolled: [aluno, gestor, ...colleagues(68, 79)],
      attended: [],
      finished: false,
      hasCertificate: false,
      hasNewContent: true,
      instructorIds: [7],
    },
    {
      id: 51,
      eventId: 5,
      name: 'Turma Recife – Obra Boa Viagem',
      location: 'Obra Edifício Mar de Boa Viagem – Av. Boa Viagem, 3650, Recife - PE',
      modality: MODALITY.FACE,
      startDay: -45,
      endDay: -45,
      startHour: 7,
      endHour: 12,
      maxCapacity: 30,
      enrolled: colleagues(60, 79),
      attended: colleagues(60, 76).map((userId) => ({ userId, day: -45 })),
      finished: true,
      hasCertificate: true,
      hasNewContent: false,
      instructorIds: [8],
    },
    {
      id: 52,
      eventId: 5,
      name: 'Turma Recife – reciclagem',
      location: 'Obra Edifício Mar de Boa Viagem – Av. Boa Viagem, 3650, Recife - PE',
      modality: MODALITY.FACE,
      startDay: 21,
      endDay: 21,
      startHour: 7,
      endHour: 12,
      maxCapacity: 20,
      enrolled: colleagues(70, 74),
      attended: [],
      finished: false,
      hasCertificate: true,
      hasNewContent: false,
      instructorIds: [8],
    },
  ];
}

export function seedEventClasses(today: SeedToday): EventClassRecord[] {
  attendanceId = 0;
  return classPlans().map((plan) => eventClass(today, plan));
}

type EventPlan = Pick<
  EventRecord,
  'id' | 'name' | 'description' | 'location' | 'hasCertificate' | 'hasNewContent' | 'rating'
> & {
  release: [number, number];
  introductoryContent?: EventRecord['introductoryContent'];
};

function event(today: SeedToday, plan: EventPlan, classes: EventClassRecord[]): EventRecord {
  const own = classes.filter((eventClass) => eventClass.eventID === plan.id);
  const starts = own.map((eventClass) => eventClass.scheduleStartDateTime).sort(today.compare);
  return {
    id: plan.id,
    type: 1,
    name: plan.name,
    description: plan.description,
    location: plan.location,
    isActive: true,
    duration: own[0]?.duration ?? 0,
    image: demoImage('event', plan.id),
    banner: demoImage('banner', 200 + plan.id),
    hasCertificate: plan.hasCertificate,
    rating: plan.rating,
    activationDate: isoAt(today, plan.release[0] - 10),
    inactivationDate: null,
    hasNewContent: plan.hasNewContent,
    menus: [],
    scheduleStartDateTime: starts[0] ?? null,
    releaseStartDate: isoAt(today, plan.release[0]),
    releaseEndDate: isoAt(today, plan.release[1], 23, 59),
    introductoryContent: plan.introductoryContent ?? null,
  };
}

/** Events of type 1 (ids 1–5); "new" when today lies within their release dates. */
export function seedTypeOneEvents(today: SeedToday, classes: EventClassRecord[]): EventRecord[] {
  const plans: EventPlan[] = [
    {
      id: 1,
      name: 'SIPAT – Semana Interna de Prevenção de Acidentes do Trabalho',
      description:
        'Uma semana de palestras, oficinas práticas e simulado de evacuação para as equipes de obra e de escritório. Tema deste ano: "Segurança se constrói todo dia".',
      location: 'Obra Residencial Vila Mariana, São Paulo - SP',
      hasCertificate: true,
      hasNewContent: true,
      rating: 4.7,
      release: [-5, 10],
      // Played like a course's introduction: a video code the learning area's seed also uses.
      introductoryContent: {
        type: 1,
        title: 'Convite da diretoria para a SIPAT',
        code: videoCode('intro-evento-1'),
        file: null,
        thumbnail: demoImage('banner', 201),
      },
    },
    {
      id: 2,
      name: 'Workshop BIM na prática: do modelo ao canteiro',
      description:
        'Um dia de oficinas com modelos reais de obras da Decola: compatibilização de projetos, extração de quantitativos e planejamento 4D com o modelo federado.',
      location: 'Centro de Treinamento Decola, Curitiba - PR',
      hasCertificate: true,
      hasNewContent: false,
      rating: 4.8,
      release: [-50, -15],
    },
    {
      id: 3,
      name: 'Encontro de Lideranças de Obra',
      description:
        'Dois dias para engenheiros, mestres e encarregados trocarem experiências sobre produtividade, segurança e gestão de equipes, com cases das obras do grupo.',
      location: 'Belo Horizonte - MG e Salvador - BA',
      hasCertificate: false,
      hasNewContent: false,
      rating: 4.5,
      release: [-3, 30],
    },
    {
      id: 4,
      name: 'Palestra: Saúde mental no canteiro de obras',
      description:
        'Conversa aberta com a psicóloga do trabalho sobre sinais de esgotamento, apoio entre colegas e os canais de acolhimento que a empresa oferece.',
      location: ONLINE_LOCATION,
      hasCertificate: false,
      hasNewContent: true,
      rating: 4.9,
      release: [-2, 3],
    },
    {
      id: 5,
      name: 'Simulado de Brigada de Emergência',
      description:
        'Treinamento prático da brigada: combate a princípio de incêndio, primeiros socorros, rotas de fuga e comunicação com o Corpo de Bombeiros.',
      location: 'Obra Edifício Mar de Boa Viagem, Recife - PE',
      hasCertificate: true,
      hasNewContent: false,
      rating: 4.6,
      release: [-60, 21],
    },
  ];
  return plans.map((plan) => event(today, plan, classes));
}

/** Class 11 runs today; class 21's code is from a finished class, so it is refused. */
export function seedClassCheckInTokens(today: SeedToday): CheckInToken[] {
  const classToken = (classId: number, eventId: number, day: number): CheckInToken => ({
    token: `turma-${classId}-${dayOf(today, day)}`,
    eventId,
    classId,
    graduationId: null,
    menuId: null,
    date: dayOf(today, day),
  });
  return [classToken(11, 1, -1), classToken(11, 1, 0), classToken(21, 2, -20)];
}
