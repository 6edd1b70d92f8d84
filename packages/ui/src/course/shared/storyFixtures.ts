/**
 * Data for the course, event and dashboard stories only: pt-BR courses of the group's learning
 * portal and covers drawn as SVG data URIs, so stories never load anything from the network and
 * render the same pixels every time. Every date is fixed; `STORY_TODAY` is the stories' today.
 */
import type { CourseCardCourse } from '../CourseCard';

/** The stories' today: courses and events are 'new' or not relative to this day, never the clock. */
export const STORY_TODAY = '2026-11-20';

/** A 16:9 cover with a label, as a data URI. */
export function coverImage(background: string, shape: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${background}"/><circle cx="250" cy="40" r="70" fill="${shape}" opacity="0.5"/><rect x="24" y="118" width="150" height="14" rx="7" fill="#ffffff" opacity="0.85"/><rect x="24" y="142" width="96" height="10" rx="5" fill="#ffffff" opacity="0.6"/><text x="24" y="70" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const introVideo = { type: 1, title: 'Apresentação do curso', code: 'apresentacao-curso' };

const notStarted = { statusCourse: { finished: false, progress: false }, courseProgress: 0 };
const inProgress = (courseProgress: number) => ({
  statusCourse: { finished: false, progress: true },
  courseProgress,
});
const finished = { statusCourse: { finished: true, progress: false }, courseProgress: 100 };

export type StoryCourse = CourseCardCourse & { id: number; description?: string };

export const storyCourses = {
  heights: {
    id: 101,
    title: 'NR-35: Trabalho em Altura na Prática',
    imageURL: coverImage('#1e3a8a', '#60a5fa', 'NR-35'),
    duration: 5400,
    rating: 4.8,
    haveCertification: true,
    haveComments: true,
    haveDecoins: true,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: introVideo,
    releaseStartDate: '2026-11-01T00:00:00',
    releaseEndDate: '2026-12-31T23:59:59',
    ...notStarted,
  },
  leadership: {
    id: 102,
    title: 'Liderança de Equipes em Canteiros de Obra',
    imageURL: coverImage('#7c2d12', '#fdba74', 'Liderança'),
    duration: 3720,
    rating: 4.5,
    haveCertification: true,
    haveComments: true,
    haveDecoins: false,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: '2026-03-01T00:00:00',
    releaseEndDate: '2026-04-30T23:59:59',
    ...inProgress(40),
  },
  excel: {
    id: 103,
    title: 'Excel Intermediário: Tabelas Dinâmicas e PROCV',
    imageURL: coverImage('#14532d', '#86efac', 'Excel'),
    duration: 2880,
    rating: 0,
    haveCertification: false,
    haveComments: false,
    haveDecoins: true,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
    ...finished,
  },
  service: {
    id: 104,
    title: 'Atendimento ao Cliente com Excelência',
    imageURL: coverImage('#581c87', '#d8b4fe', 'Atendimento'),
    duration: 1950,
    rating: 4.25,
    haveCertification: false,
    haveComments: true,
    haveDecoins: true,
    hasNewContent: true,
    isBlocked: false,
    introductoryContent: introVideo,
    releaseStartDate: null,
    releaseEndDate: '2026-10-31T23:59:59',
    ...notStarted,
  },
  contracts: {
    id: 105,
    title: 'Gestão de Contratos e Fornecedores',
    imageURL: coverImage('#134e4a', '#5eead4', 'Contratos'),
    duration: 90000,
    rating: 3.9,
    haveCertification: true,
    haveComments: true,
    haveDecoins: true,
    hasNewContent: false,
    isBlocked: true,
    introductoryContent: introVideo,
    releaseStartDate: null,
    releaseEndDate: null,
    ...notStarted,
  },
  blueprints: {
    id: 106,
    title: 'Leitura e Interpretação de Projetos',
    imageURL: null,
    duration: 4500,
    rating: 4.1,
    haveCertification: true,
    haveComments: false,
    haveDecoins: false,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
    ...inProgress(75),
  },
  electrical: {
    id: 107,
    title: 'Segurança em Instalações Elétricas: NR-10 Básico',
    imageURL: coverImage('#713f12', '#fde047', 'NR-10'),
    duration: 14400,
    rating: 4.6,
    haveCertification: true,
    haveComments: true,
    haveDecoins: true,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
    ...inProgress(15),
  },
  communication: {
    id: 108,
    title: 'Comunicação Não Violenta no Time',
    imageURL: coverImage('#831843', '#f9a8d4', 'CNV'),
    duration: 1800,
    rating: 4.9,
    haveCertification: false,
    haveComments: true,
    haveDecoins: false,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
    ...inProgress(62),
  },
  machines: {
    id: 109,
    title: 'Prevenção de Acidentes com Máquinas e Equipamentos (NR-12)',
    imageURL: coverImage('#7f1d1d', '#fca5a5', 'NR-12'),
    duration: 7200,
    rating: 4.3,
    haveCertification: true,
    haveComments: false,
    haveDecoins: true,
    hasNewContent: false,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
    ...notStarted,
  },
  costs: {
    id: 110,
    title: 'Orçamento e Controle de Custos de Obra',
    imageURL: coverImage('#0c4a6e', '#7dd3fc', 'Custos'),
    duration: 6300,
    rating: 4.4,
    haveCertification: true,
    haveComments: false,
    haveDecoins: false,
    hasNewContent: true,
    isBlocked: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
    ...inProgress(8),
  },
} satisfies Record<string, StoryCourse>;
