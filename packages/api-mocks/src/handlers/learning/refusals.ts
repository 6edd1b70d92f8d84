import { LIMITS } from '@decola/domain';
import { fail, notFound } from '../../respond';

/** Not in the spec (docs/decisions.md): our code, a pt-BR text, 400 (404 for what is missing). */
export const refusals = {
  courseNotFound: () => notFound('Treinamento não encontrado.'),
  contentNotFound: () => notFound('Conteúdo não encontrado.'),
  courseBlocked: () => fail(400, 'COURSE_BLOCKED', 'Este treinamento está bloqueado para você.'),
  notEnrolled: () => fail(400, 'NOT_ENROLLED', 'Você não está matriculado neste treinamento.'),
  courseNotCompleted: () =>
    fail(400, 'COURSE_NOT_COMPLETED', 'Conclua todos os conteúdos para finalizar o treinamento.'),
  certificateNotIssued: () =>
    fail(400, 'CERTIFICATE_UNAVAILABLE', 'Este treinamento não emite certificado.'),
  certificateNotYet: () =>
    fail(
      400,
      'CERTIFICATE_UNAVAILABLE',
      'O certificado fica disponível após a conclusão do treinamento.',
    ),
  contentLocked: () =>
    fail(400, 'CONTENT_LOCKED', 'Este conteúdo ainda não está disponível para você.'),
  minDurationNotReached: () =>
    fail(
      400,
      'MIN_DURATION_NOT_REACHED',
      'Assista ao conteúdo pelo tempo mínimo antes de concluí-lo.',
    ),
  exerciseNotApproved: () =>
    fail(
      400,
      'EXERCISE_NOT_APPROVED',
      'Atinja o mínimo de acertos do exercício para concluir este conteúdo.',
    ),
  notAnExercise: () => fail(400, 'NOT_AN_EXERCISE', 'Este conteúdo não tem exercício.'),
  attemptLimitReached: () =>
    fail(400, 'ATTEMPT_LIMIT_REACHED', 'Você atingiu o limite de tentativas deste exercício.'),
  questionnaireNotFound: () => notFound('Questionário não encontrado.'),
  pageNotFound: () => notFound('Esta página não existe no questionário.'),
  questionnaireFinished: () =>
    fail(400, 'QUESTIONNAIRE_FINISHED', 'Este questionário já foi finalizado.'),
  questionnaireTimeOver: () =>
    fail(400, 'QUESTIONNAIRE_TIME_OVER', 'O tempo deste questionário terminou.'),
  questionAlreadyAnswered: () =>
    fail(400, 'QUESTION_ALREADY_ANSWERED', 'Esta questão já foi respondida.'),
  alternativeNotFound: () =>
    fail(400, 'INVALID_ALTERNATIVE', 'Esta alternativa não pertence à questão.'),
  notDescriptive: () =>
    fail(400, 'NOT_A_DESCRIPTIVE_QUESTION', 'Esta questão é de múltipla escolha.'),
  notMultipleChoice: () =>
    fail(400, 'NOT_A_MULTIPLE_CHOICE_QUESTION', 'Esta questão é descritiva.'),
  emptyAnswer: () => fail(400, 'EMPTY_FIELD', 'Resposta não pode ser vazia.'),
  ratingNotFound: () => notFound('Avaliação não encontrada.'),
  notOwnRating: () => fail(400, 'NOT_OWN_RATING', 'Você só pode excluir a sua própria avaliação.'),
  noteNotFound: () => notFound('Anotação não encontrada.'),
  doubtNotFound: () => notFound('Dúvida não encontrada.'),
  userNotFound: () => fail(400, 'USER_NOT_FOUND', 'Usuário não encontrado.'),
  tooManyInterests: () =>
    fail(400, 'MAX_INTERESTS_REACHED', `Escolha no máximo ${LIMITS.maxInterests} interesses.`),
  interestNotFound: () => fail(400, 'INVALID_INTEREST', 'Interesse não encontrado.'),
};
