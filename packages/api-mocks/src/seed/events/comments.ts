import type { SeedToday } from '../today';
import type { Schemas } from '../../db/schemas';
import { demoImage } from '../images';
import { seedUsers } from '../users';
import { isoAt } from './calendar';

type CommentPlan = {
  userId: number;
  /** Days from today. */
  day: number;
  rating: number;
  message: string;
  contentName: string;
  deleted?: boolean;
};

// The contents the comments are about: the learning area seeds the contents of classes 11 and 21.
const SIPAT_OPENING = 'Abertura da SIPAT: segurança se constrói todo dia';
const SIPAT_WORKSHOP = 'Programação e mapa das oficinas';
const BIM_MODEL = 'Guia do modelo federado de exemplo';
const BIM_4D = 'Oficina interativa de compatibilização';
const BRIGADE = 'Turma Recife – Obra Boa Viagem';

const PLANS: Record<number, CommentPlan[]> = {
  1: [
    {
      userId: 21,
      day: -1,
      rating: 5,
      message:
        'A abertura com o relato do mestre de obras emocionou todo mundo. Segurança é isso: cuidar das pessoas.',
      contentName: SIPAT_OPENING,
    },
    {
      userId: 24,
      day: -1,
      rating: 4,
      message: 'Gostei muito da oficina, só faltou tempo para todo mundo testar os cintos.',
      contentName: SIPAT_WORKSHOP,
    },
    {
      userId: 2,
      day: -1,
      rating: 5,
      message: 'Parabéns à equipe de SSMA pela organização do canteiro para receber a SIPAT.',
      contentName: SIPAT_OPENING,
    },
    {
      userId: 27,
      day: -1,
      rating: 5,
      message:
        'Aprendi a inspecionar a esmerilhadeira antes de usar. Coisa simples que evita acidente grave.',
      contentName: SIPAT_WORKSHOP,
    },
    {
      userId: 30,
      day: -1,
      rating: 3,
      message: 'Conteúdo bom, mas o som do auditório estava baixo no fundo da sala.',
      contentName: SIPAT_OPENING,
    },
    {
      userId: 33,
      day: -1,
      rating: 5,
      message: 'Levei as dicas para o DDS da minha equipe hoje cedo.',
      contentName: SIPAT_WORKSHOP,
    },
  ],
  2: [
    {
      userId: 1,
      day: -20,
      rating: 5,
      message:
        'Ver o modelo da nossa própria obra fez toda a diferença. Já estou usando a extração de quantitativos no orçamento.',
      contentName: BIM_MODEL,
    },
    {
      userId: 48,
      day: -20,
      rating: 5,
      message:
        'O planejamento 4D deixou claro o conflito entre a grua e a fachada que a gente só ia descobrir no canteiro.',
      contentName: BIM_4D,
    },
    {
      userId: 49,
      day: -20,
      rating: 4,
      message: 'Muito bom. Sugiro um módulo só de compatibilização de instalações.',
      contentName: BIM_MODEL,
    },
    {
      userId: 50,
      day: -20,
      rating: 5,
      message: 'Instrutores muito didáticos e com experiência real de obra.',
      contentName: BIM_4D,
    },
    {
      userId: 51,
      day: -20,
      rating: 4,
      message: 'Os computadores da sala poderiam ser mais potentes para o modelo federado.',
      contentName: BIM_MODEL,
    },
    {
      userId: 52,
      day: -20,
      rating: 5,
      message: 'Melhor treinamento que fiz este ano.',
      contentName: BIM_4D,
    },
    {
      userId: 53,
      day: -20,
      rating: 3,
      message: 'Conteúdo ótimo, mas um dia só é pouco para tanta coisa.',
      contentName: BIM_4D,
    },
    {
      userId: 54,
      day: -20,
      rating: 5,
      message: 'Saí sabendo montar a linha do tempo do modelo sozinha.',
      contentName: BIM_4D,
    },
    {
      userId: 55,
      day: -20,
      rating: 4,
      message: 'Gostei dos exemplos com a obra de Curitiba.',
      contentName: BIM_MODEL,
    },
    {
      userId: 56,
      day: -20,
      rating: 5,
      message: 'A parte de clash detection vai economizar muito retrabalho.',
      contentName: BIM_MODEL,
    },
    {
      userId: 57,
      day: -20,
      rating: 2,
      message: 'Texto ofensivo removido pela moderação.',
      contentName: BIM_MODEL,
      deleted: true,
    },
    {
      userId: 57,
      day: -19,
      rating: 4,
      message: 'Material de apoio muito completo. Vale rever os vídeos com calma.',
      contentName: BIM_4D,
    },
    {
      userId: 58,
      day: -19,
      rating: 5,
      message: 'Já pedi para a coordenação levar o workshop para a obra de Londrina.',
      contentName: BIM_MODEL,
    },
    {
      userId: 59,
      day: -19,
      rating: 4,
      message: 'Bom equilíbrio entre teoria e prática.',
      contentName: BIM_4D,
    },
    {
      userId: 22,
      day: -18,
      rating: 5,
      message: 'Assisti pela gravação e mesmo assim aproveitei bastante.',
      contentName: BIM_MODEL,
    },
    {
      userId: 23,
      day: -18,
      rating: 4,
      message: 'Poderiam disponibilizar o arquivo do modelo para praticarmos depois.',
      contentName: BIM_MODEL,
    },
    {
      userId: 25,
      day: -17,
      rating: 5,
      message: 'O orçamento da próxima concorrência já vai sair do modelo. Obrigado!',
      contentName: BIM_4D,
    },
    {
      userId: 26,
      day: -16,
      rating: 5,
      message: 'Excelente! Recomendo para todos os engenheiros de planejamento.',
      contentName: BIM_4D,
    },
  ],
  5: [
    {
      userId: 60,
      day: -45,
      rating: 5,
      message: 'O simulado com o Corpo de Bombeiros foi muito realista.',
      contentName: BRIGADE,
    },
    {
      userId: 63,
      day: -45,
      rating: 4,
      message: 'Aprendi a escolher o extintor certo para cada classe de fogo.',
      contentName: BRIGADE,
    },
    {
      userId: 66,
      day: -44,
      rating: 5,
      message: 'Todos da obra deveriam fazer, não só a brigada.',
      contentName: BRIGADE,
    },
  ],
};

/** Event 2 has two pages of 15 and a deleted comment (only administrators see it). */
export function seedEventComments(today: SeedToday): Record<string, Schemas['Comment'][]> {
  const names = new Map(seedUsers().map((user) => [user.id, user.name]));
  let commentId = 0;
  return Object.fromEntries(
    Object.entries(PLANS).map(([eventId, plans]) => [
      eventId,
      plans
        .map((plan, index): Schemas['Comment'] => {
          commentId += 1;
          return {
            id: 9000 + commentId,
            userName: names.get(plan.userId) ?? 'Colaborador Decola',
            message: plan.message,
            createAt: isoAt(today, plan.day, 12 + (index % 6), (index * 7) % 60),
            rating: plan.rating,
            userImage: demoImage('avatar', plan.userId),
            contentName: plan.contentName,
            status: plan.deleted ? 2 : 1,
          };
        })
        .sort((a, b) => today.compare(b.createAt, a.createAt)),
    ]),
  );
}
