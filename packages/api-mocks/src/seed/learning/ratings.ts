import type { SeedToday } from '../today';
import type { ContentRecord, CourseRecord, RatingRecord } from '../../db/learning';
import { DEMO_USER_IDS } from '../users';
import { daysFrom } from './dates';

const PRAISE = [
  'Conteúdo muito prático, já apliquei nas reuniões de obra desta semana.',
  'Explicação clara e exemplos do nosso dia a dia. Recomendo para toda a equipe.',
  'Gostei muito do ritmo das aulas, dá para assistir no intervalo do almoço.',
  'Finalmente um treinamento que fala a língua do canteiro.',
  'Os materiais de apoio são ótimos, imprimi e deixei no container da obra.',
  'Instrutor com muita experiência de campo, dá para perceber nos exemplos.',
  'Revi conceitos que estavam esquecidos. Valeu cada minuto.',
  'Muito bom! Compartilhei com os encarregados da minha frente de serviço.',
  'Direto ao ponto, sem enrolação. Parabéns à equipe da Decola.',
  'Os estudos de caso com obras reais fizeram toda a diferença.',
  'Excelente. Senti falta só de um certificado impresso, mas o digital resolve.',
  'Aprendi coisas que vou usar na próxima obra. Obrigado!',
  'Curso bem estruturado, do básico ao avançado sem pular etapas.',
  'Achei o conteúdo atual e bem alinhado com as normas vigentes.',
  'Ótimo para quem está começando e para quem quer relembrar.',
  'A parte prática foi a melhor, deu para testar antes de aplicar na obra.',
];

const CRITIQUES = [
  'Gostei, mas senti falta de exemplos para obras de infraestrutura.',
  'O áudio de uma das aulas está baixo, precisei usar fone.',
  'Conteúdo bom, mas poderia ser mais curto.',
  'Faltou aprofundar a parte de cálculo, ficou muito superficial.',
  'Algumas telas estão com texto pequeno para ver no celular.',
  'Esperava mais exercícios práticos.',
];

/** Course 4 (NR-35) has more than a page of comments (15 a page), for the comments modal. */
const WORK_AT_HEIGHT_COMMENTS: [stars: number, message: string][] = [
  [5, 'A demonstração da inspeção do cinturão deveria ser obrigatória para todos na obra.'],
  [5, 'Fiz a reciclagem por aqui e foi muito mais proveitoso que o presencial.'],
  [4, 'Muito bom. A parte de ancoragem em linha de vida horizontal ficou bem explicada.'],
  [5, 'A instrutora explica com calma e mostra situações reais de resgate.'],
  [3, 'Bom conteúdo, mas o simulador travou duas vezes no celular.'],
  [5, 'Usei o modelo de permissão de trabalho já na semana seguinte.'],
  [4, 'Gostei dos vídeos. Poderia ter mais exemplos de fachada.'],
  [5, 'Obrigatório para quem trabalha em periferia de laje. Excelente.'],
  [5, 'Agora entendo por que o fator de queda importa tanto.'],
  [2, 'A avaliação tem perguntas que não foram tratadas nas aulas.'],
  [5, 'Os encarregados da minha obra fizeram juntos no DDS de sexta.'],
  [4, 'Didático e objetivo. O checklist do cinturão é muito útil.'],
  [5, 'Melhor treinamento de NR-35 que já fiz, e olha que já fiz vários.'],
  [5, 'Parabéns pela parte de resgate, raramente é abordada.'],
  [4, 'Bom para relembrar as responsabilidades de cada um.'],
  [5, 'Compartilhei o vídeo de ancoragem com a equipe de montagem.'],
  [3, 'Poderia ter legendas nos vídeos para quem assiste no canteiro.'],
  [5, 'Conteúdo direto e prático. Recomendo.'],
  [5, 'As imagens de quedas reais impactam, mas são necessárias.'],
  [4, 'Gostei muito, só faltou falar de andaimes suspensos.'],
];

/** Courses with ratings but no message (no comments), and courses nobody rated yet. */
const STARS_ONLY = new Set([13, 30, 44]);
const UNRATED = new Set([5, 15, 19, 22, 32, 34, 47, 50, 60, 62, 64]);
const STAR_PATTERN = [5, 4, 5, 5, 3, 4, 5, 2, 5, 4];

const colleague = (seed: number) => 20 + (seed % 60);

function likesFor(seed: number): number[] {
  const likes = new Set<number>();
  for (let index = 0; index < seed % 5; index += 1) likes.add(colleague(seed * 11 + index * 17));
  if (seed % 5 === 0) likes.add(DEMO_USER_IDS.aluno);
  return [...likes];
}

/** Blocked courses have none: their comments cannot be opened. */
export function seedContentRatings(
  today: SeedToday,
  courses: CourseRecord[],
  contents: ContentRecord[],
): RatingRecord[] {
  let nextId = 1;
  const ratings: RatingRecord[] = [];
  const rated = new Set<string>();

  function add(
    course: CourseRecord,
    seed: number,
    stars: number,
    message: string,
    daysAgo: number,
  ) {
    const open = contents.filter(
      (content) => content.courseId === course.id && content.isReleased && !content.isBlocked,
    );
    const content = open[seed % open.length]!;
    let userID = colleague(course.id * 13 + seed * 7);
    while (rated.has(`${userID}:${content.id}`)) userID = colleague(userID + 1);
    rated.add(`${userID}:${content.id}`);
    ratings.push({
      id: nextId++,
      courseId: course.id,
      contentId: content.id,
      userID,
      stars,
      message,
      likes: likesFor(course.id + seed),
      createdAt: daysFrom(today, -daysAgo, -((course.id + seed) % 9)),
    });
  }

  for (const course of courses) {
    if (course.isBlocked || UNRATED.has(course.id)) continue;
    if (course.id === 4) {
      WORK_AT_HEIGHT_COMMENTS.forEach(([stars, message], index) =>
        add(course, index, stars, message, 1 + index * 2),
      );
      continue;
    }
    const count = 2 + ((course.id * 7) % 5);
    for (let index = 0; index < count; index += 1) {
      const stars = STARS_ONLY.has(course.id)
        ? 4 + ((course.id + index) % 2)
        : STAR_PATTERN[(course.id + index) % STAR_PATTERN.length]!;
      let message = '';
      if (stars < 4) message = CRITIQUES[(course.id + index) % CRITIQUES.length]!;
      else if (!STARS_ONLY.has(course.id) && (course.id + index) % 4 !== 3)
        message = PRAISE[(course.id * 3 + index) % PRAISE.length]!;
      // A recently released course was rated only since its release.
      const sinceRelease = course.releaseStartDate
        ? today.daysSince(course.releaseStartDate)
        : Number.POSITIVE_INFINITY;
      const daysAgo = Math.min(
        2 + index * 5 + (course.id % 7),
        (sinceRelease * (index + 1)) / (count + 1),
      );
      add(course, index, stars, message, daysAgo);
    }
  }

  // The aluno's own ratings on courses she finished.
  const own: [
    courseId: number,
    contentId: number,
    stars: number,
    message: string,
    daysAgo: number,
  ][] = [
    [3, 302, 5, 'A parte de RCP com o boneco ficou muito clara. Todo mundo deveria fazer.', 30],
    [10, 1001, 4, '', 45],
    [55, 5502, 5, 'O PROCV nunca mais foi um mistério. Excelente didática.', 60],
  ];
  for (const [courseId, contentId, stars, message, daysAgo] of own) {
    ratings.push({
      id: nextId++,
      courseId,
      contentId,
      userID: DEMO_USER_IDS.aluno,
      stars,
      message,
      likes: likesFor(contentId),
      createdAt: daysFrom(today, -daysAgo),
    });
  }
  return ratings;
}
