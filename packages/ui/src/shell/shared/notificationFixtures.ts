/**
 * Notifications for the shell's stories only: pt-BR texts of each type (spec 1 §3) and images
 * drawn as SVG data URIs, so stories load nothing from the network and render the same pixels.
 */
import type { NotificationItem } from '../NotificationsMenu';

function picture(background: string, shape: string, label: string, width = 640, height = 360) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${background}"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.45}" fill="${shape}" opacity="0.5"/><rect x="${width * 0.07}" y="${height * 0.66}" width="${width * 0.45}" height="${height * 0.07}" rx="${height * 0.035}" fill="#ffffff" opacity="0.85"/><text x="${width * 0.07}" y="${height * 0.42}" font-family="sans-serif" font-size="${height * 0.16}" font-weight="700" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const campaignThumbnail = picture('#7c2d12', '#fdba74', 'SIPAT', 160, 160);
export const campaignImage = picture('#7c2d12', '#fdba74', 'SIPAT 2026');
export const newTrainingThumbnail = picture('#1e3a8a', '#60a5fa', 'NR-35', 160, 160);

export const storyNotifications: NotificationItem[] = [
  {
    id: 1,
    title: 'Sua dúvida foi respondida',
    description:
      'O instrutor respondeu à sua dúvida em "Uso correto do cinto paraquedista", do curso Trabalho em Altura.',
    created_at: '2026-03-12T15:30:00Z',
    isRead: false,
    image: null,
    imageNotification: null,
    type: 'DOUBT_RESPONSE',
    metadata: { idCourse: 41, idContent: 4102 },
  },
  {
    id: 2,
    title: 'Semana Interna de Prevenção de Acidentes',
    description: 'A SIPAT 2026 começa na segunda-feira. Confira a programação completa.',
    created_at: '2026-03-11T12:00:00Z',
    isRead: false,
    image: campaignThumbnail,
    imageNotification: campaignImage,
    type: 'NEW_NOTIFICATION_WITH_IMAGE',
    metadata: null,
  },
  {
    id: 3,
    title: 'Novo treinamento disponível',
    description: 'O treinamento NR-35: Trabalho em Altura já está disponível para você.',
    created_at: '2026-03-09T13:15:00Z',
    isRead: false,
    image: newTrainingThumbnail,
    imageNotification: null,
    type: 'NEW_TRAINING_RESPONSE',
    metadata: { idCourse: 41, idContent: null },
  },
  {
    id: 4,
    title: 'Mariana Costa indicou um treinamento',
    description: 'Mariana Costa indicou o treinamento Liderança Situacional na Prática para você.',
    created_at: '2026-02-27T18:40:00Z',
    isRead: true,
    image: null,
    imageNotification: null,
    type: 'INDICATION_RESPONSE',
    metadata: { idCourse: 44, idContent: null },
  },
  {
    id: 5,
    title: 'Sua dúvida foi respondida',
    description:
      'O instrutor respondeu à sua dúvida em "Fórmulas de orçamento", do curso Excel para Orçamento de Obras.',
    created_at: '2026-02-20T11:05:00Z',
    isRead: true,
    image: null,
    imageNotification: null,
    type: 'DOUBT_RESPONSE',
    metadata: { idCourse: 47, idContent: 4705 },
  },
];

export const readNotifications: NotificationItem[] = storyNotifications.map((notification) => ({
  ...notification,
  isRead: true,
}));

const topics = [
  'Gestão de Contratos e Fornecedores',
  'Comunicação Não Violenta no Time',
  'Excel para Orçamento de Obras',
  'Liderança Situacional na Prática',
  'Segurança do Trabalho em Canteiros de Obra',
];

/** Enough notifications for the list to scroll. */
export const manyNotifications: NotificationItem[] = Array.from({ length: 16 }, (_, index) => ({
  id: 100 + index,
  title: index % 2 === 0 ? 'Novo treinamento disponível' : 'Sua dúvida foi respondida',
  description:
    index % 2 === 0
      ? `O treinamento ${topics[index % topics.length]} já está disponível para você.`
      : `O instrutor respondeu à sua dúvida no curso ${topics[index % topics.length]}.`,
  created_at: `2026-03-${String(28 - index).padStart(2, '0')}T14:00:00Z`,
  isRead: index > 2,
  image: null,
  imageNotification: null,
  type: index % 2 === 0 ? 'NEW_TRAINING_RESPONSE' : 'DOUBT_RESPONSE',
  metadata: { idCourse: 41 + index, idContent: index % 2 === 0 ? null : 4100 + index },
}));
