import { MESSAGES } from '@decola/domain';

/**
 * The onboarding's texts (spec 1 §2 gives only 'Hora de decolar!'; the rest is ours, recorded in
 * docs/decisions.md), kept apart so copy reviews touch only this file. They name the platform as
 * the landing and the terms do: schools and tracks, pills, events and trainings, decoins, the shop.
 */

export const ONBOARDING_TITLE = 'Primeiros passos';
export const NEXT_LABEL = 'Próximo';
export const PREVIOUS_LABEL = 'Anterior';
export const FINISH_LABEL = 'Começar';

export const stepPosition = (step: number, total: number) => `Passo ${step} de ${total}`;

export const greetingCopy = {
  stepName: 'Boas-vindas',
  /** 'Olá, {name}!': the text around the learner's name, which renders isolated (dir="auto"). */
  heading: { before: 'Olá, ', after: '!' },
  lead: (platformName: string) =>
    `Boas-vindas ao ${platformName}! Que bom ter você com a gente. Em poucos passos você conhece a plataforma e deixa o seu perfil com a sua cara.`,
  fieldLabel: 'Nome social',
  fieldHint:
    'Como você prefere ser chamado(a) na plataforma. Se deixar em branco, usaremos o seu primeiro nome.',
};

export const biographyCopy = {
  heading: 'Conte um pouco sobre você',
  lead: 'Uma biografia curta ajuda colegas e instrutores a conhecer você: fale da sua função, da sua área ou do que quer aprender.',
  fieldLabel: 'Biografia',
  fieldHint: 'Aparece no seu perfil, e você pode mudá-la quando quiser.',
};

export type NarrativeCopy = { heading: string; paragraphs: readonly string[] };

export const schoolsCopy = (platformName: string): NarrativeCopy => ({
  heading: 'Escolas e trilhas',
  paragraphs: [
    `Os cursos do ${platformName} são organizados em seis escolas: Corporativa, Operações, Administração, Gestão e liderança, Mercado e Ferramentas.`,
    'Dentro de cada escola, as trilhas reúnem cursos em sequência para você evoluir passo a passo. No seu dashboard, filtre o catálogo por escola e por trilha e acompanhe, em “Trilhas obrigatórias pendentes”, as que a sua empresa definiu para você.',
    'Os cursos que você começar ficam em “Continue de onde você parou!”, prontos para a próxima aula.',
  ],
});

export const pillsAndEventsCopy: NarrativeCopy = {
  heading: 'Pílulas e eventos',
  paragraphs: [
    'Sem muito tempo? As pílulas são vídeos curtos para aprender algo novo em poucos minutos. Elas ficam em “Fique por dentro”, logo no início do dashboard.',
    'Em “Treinamentos” estão os eventos e os treinamentos com turmas, presenciais ou on-line. Inscreva-se em uma turma, registre a sua presença e, quando houver, receba o certificado ao final.',
  ],
};

/** The shop and the statement exist only for company members on two templates. */
export const decoinsCopy = (platformName: string, showsShop: boolean): NarrativeCopy =>
  showsShop
    ? {
        heading: 'Decoins e loja',
        paragraphs: [
          `Cada missão e treinamento concluído rende decoins, a moeda virtual do ${platformName}. Os créditos aparecem no seu extrato, com a data em que expiram.`,
          'Na loja, você troca os seus decoins por produtos. Quanto mais você aprende, mais opções tem para escolher!',
        ],
      }
    : {
        heading: 'Decoins e conquistas',
        paragraphs: [
          `Cada missão e treinamento concluído rende decoins, a moeda virtual do ${platformName}.`,
          'Os cursos concluídos, os certificados e as suas conquistas ficam reunidos no seu perfil, para você acompanhar a sua evolução.',
        ],
      };

export const interestsCopy = {
  heading: 'Do que você gosta de aprender?',
  lead: 'Escolha até 5 interesses. Com eles montamos a seção “Seus interesses” e os treinamentos recomendados para você; dá para mudar depois no seu perfil.',
};

export const photoCopy = {
  heading: 'Sua foto de perfil',
  lead: 'Uma foto ajuda colegas e instrutores a reconhecer você. Use uma imagem PNG, JPG, JPEG ou WEBP de até 3 MB; você ajusta o recorte quadrado antes de salvar.',
  skip: 'Se preferir, pule este passo e adicione a foto depois, no seu perfil.',
  choose: 'Escolher foto',
  change: 'Trocar foto',
  photoAlt: 'Sua foto de perfil',
  noPhoto: 'Sem foto de perfil',
};

export const finalCopy = {
  heading: MESSAGES.access.onboardingFinal,
  lead: (name: string) =>
    `Tudo pronto, ${name}! O seu dashboard já está esperando por você, com cursos, pílulas e treinamentos para o seu momento. Bons estudos!`,
};
