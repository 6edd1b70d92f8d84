import type { SeedToday } from '../today';
import type { Schemas } from '../../db/schemas';
import { demoImage } from '../images';
import { DEMO_USER_IDS } from '../users';

type Notification = Schemas['Notification'];
type Draft = Omit<Notification, 'id' | 'created_at' | 'isRead'> & { hoursAgo: number };

const HOUR = 3_600_000;

/** All four types, newest first; doubts name a course content (course × 100 + n). */
function drafts(recommender: string, otherRecommender: string): Draft[] {
  const none = { idCourse: null, idContent: null };
  return [
    {
      hoursAgo: 2,
      type: 'DOUBT_RESPONSE',
      title: 'Sua dúvida foi respondida',
      description:
        'O instrutor respondeu à dúvida que você enviou sobre o conteúdo. Toque para ver a resposta.',
      image: demoImage('instructor', 3),
      imageNotification: null,
      metadata: { idCourse: 3, idContent: 302 },
    },
    {
      hoursAgo: 26,
      type: 'INDICATION_RESPONSE',
      title: 'Você recebeu uma indicação',
      description: `${recommender} indicou um treinamento para você. Que tal começar hoje?`,
      image: demoImage('course', 5),
      imageNotification: null,
      metadata: { idCourse: 5, idContent: null },
    },
    {
      hoursAgo: 50,
      type: 'NEW_NOTIFICATION_WITH_IMAGE',
      title: 'SIPAT 2026: confira a programação',
      description:
        'A Semana Interna de Prevenção de Acidentes começa na próxima segunda-feira nas obras de São Paulo e Campinas, com palestras, oficinas e ginástica laboral.',
      image: demoImage('notification', 1),
      imageNotification: demoImage('notification', 1),
      metadata: none,
    },
    {
      hoursAgo: 74,
      type: 'NEW_TRAINING_RESPONSE',
      title: 'Novo treinamento disponível',
      description:
        'Acabou de ser publicado um novo curso da escola Operações. Aproveite para começar!',
      image: demoImage('course', 9),
      imageNotification: null,
      metadata: { idCourse: 9, idContent: null },
    },
    {
      hoursAgo: 98,
      type: 'DOUBT_RESPONSE',
      title: 'A instrutora respondeu sua dúvida',
      description:
        'Sua pergunta sobre o cálculo apresentado na aula recebeu uma resposta com o passo a passo.',
      image: demoImage('instructor', 7),
      imageNotification: null,
      metadata: { idCourse: 7, idContent: 702 },
    },
    {
      hoursAgo: 146,
      type: 'NEW_NOTIFICATION_WITH_IMAGE',
      title: 'Campanha de vacinação contra a gripe',
      description:
        'Vacinação gratuita para colaboradores e dependentes nos ambulatórios das obras e na sede, de segunda a sexta, das 8h às 16h.',
      image: demoImage('notification', 2),
      imageNotification: demoImage('notification', 2),
      metadata: none,
    },
    {
      hoursAgo: 194,
      type: 'INDICATION_RESPONSE',
      title: 'Você recebeu uma indicação',
      description: `${otherRecommender} indicou um treinamento que combina com seus interesses.`,
      image: demoImage('course', 2),
      imageNotification: null,
      metadata: { idCourse: 2, idContent: null },
    },
    {
      hoursAgo: 242,
      type: 'NEW_TRAINING_RESPONSE',
      title: 'Novo curso em Gestão e liderança',
      description:
        'A escola Gestão e liderança ganhou um curso novo sobre feedback e desenvolvimento de equipes.',
      image: demoImage('course', 12),
      imageNotification: null,
      metadata: { idCourse: 12, idContent: null },
    },
    {
      hoursAgo: 314,
      type: 'NEW_NOTIFICATION_WITH_IMAGE',
      title: 'Resultado da pesquisa de clima 2025',
      description:
        'Obrigado pela participação! 87% dos colaboradores responderam. Veja os principais resultados e os planos de ação de cada área.',
      image: demoImage('notification', 3),
      imageNotification: demoImage('notification', 3),
      metadata: none,
    },
    {
      hoursAgo: 386,
      type: 'DOUBT_RESPONSE',
      title: 'Sua dúvida foi respondida',
      description:
        'O instrutor complementou a resposta à sua dúvida com um material de apoio em PDF.',
      image: demoImage('instructor', 10),
      imageNotification: null,
      metadata: { idCourse: 11, idContent: 1101 },
    },
    {
      hoursAgo: 482,
      type: 'NEW_TRAINING_RESPONSE',
      title: 'Novas turmas de trabalho em altura',
      description:
        'Abrimos novas turmas do treinamento de trabalho em altura (NR-35). Garanta sua vaga.',
      image: demoImage('course', 4),
      imageNotification: null,
      metadata: { idCourse: 4, idContent: null },
    },
    {
      hoursAgo: 602,
      type: 'NEW_NOTIFICATION_WITH_IMAGE',
      title: 'Conheça o novo Canal de Ética',
      description:
        'Relatos de condutas contrárias ao Código de Ética podem ser feitos de forma anônima, 24 horas por dia, pelo novo canal.',
      image: demoImage('notification', 4),
      imageNotification: demoImage('notification', 4),
      metadata: none,
    },
  ];
}

/** How many notifications each demo account has (8–12) and how many of the newest are unread. */
const PLAN: Record<number, { count: number; unread: number }> = {
  [DEMO_USER_IDS.aluno]: { count: 12, unread: 4 },
  [DEMO_USER_IDS.admin]: { count: 10, unread: 2 },
  [DEMO_USER_IDS.gestor]: { count: 11, unread: 3 },
  // Never signed in: everything is still unread.
  [DEMO_USER_IDS.novo]: { count: 8, unread: 8 },
  [DEMO_USER_IDS.termos]: { count: 9, unread: 1 },
  [DEMO_USER_IDS.primeiro]: { count: 8, unread: 2 },
  // Everything read: the new-notification indicator stays off.
  [DEMO_USER_IDS.semempresa]: { count: 9, unread: 0 },
};

/** Each demo account's notifications by user id (ids 1–12 within an account). */
export function seedNotifications(
  today: SeedToday,
  nameOf: (userId: number) => string,
): Record<string, Notification[]> {
  const byUser: Record<string, Notification[]> = {};
  for (const [userIdText, { count, unread }] of Object.entries(PLAN)) {
    const userId = Number(userIdText);
    // Recommendations come from the manager, or from the admin when the manager is the recipient.
    const recommender =
      userId === DEMO_USER_IDS.gestor ? DEMO_USER_IDS.admin : DEMO_USER_IDS.gestor;
    byUser[userId] = drafts(nameOf(recommender), nameOf(20 + userId))
      .slice(0, count)
      .map(({ hoursAgo, ...draft }, index) => ({
        id: index + 1,
        ...draft,
        created_at: today.moment(-hoursAgo * HOUR),
        isRead: index >= unread,
      }));
  }
  return byUser;
}
