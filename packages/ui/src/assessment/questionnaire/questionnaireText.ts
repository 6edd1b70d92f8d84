const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '15 minutos', '1 minuto e 30 segundos', '45 segundos': a time said in words. */
export function durationInWords(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes === 0) return plural(rest, 'segundo', 'segundos');
  const inMinutes = plural(minutes, 'minuto', 'minutos');
  return rest === 0 ? inMinutes : `${inMinutes} e ${plural(rest, 'segundo', 'segundos')}`;
}

// Not in the spec unless said: the questionnaire's words (docs/decisions.md).
export const QUESTIONNAIRE_TEXT = {
  cover: {
    questions: 'Questões',
    time: 'Tempo',
    untimed: 'Sem limite de tempo',
    attempts: 'Tentativas',
    attemptsUsed: (used: number, limit: number | null) =>
      limit === null ? String(used) : `${used} de ${limit}`,
    minimum: 'Acertos necessários',
    minimumOf: (minimum: number, total: number) => `${minimum} de ${total}`,
    start: 'Começar',
    resume: 'Continuar',
    resumeHint: 'Você tem um questionário em andamento.',
    noAttempts: 'Você não tem mais tentativas.',
  },
  timer: {
    label: 'Tempo restante',
    over: 'Tempo esgotado',
    announce: (seconds: number) => {
      if (seconds === 0) return 'Tempo esgotado';
      const left = durationInWords(seconds);
      return left.startsWith('1 ') ? `Resta ${left}` : `Restam ${left}`;
    },
  },
  question: {
    heading: (page: number, total: number) => `Questão ${page} de ${total}`,
    answer: 'Responder',
    chooseFirst: 'Escolha uma alternativa antes de responder.',
    yourAnswer: 'Sua resposta',
    send: 'Enviar resposta',
    emptyAnswer: 'Escreva sua resposta antes de enviar.',
    sent: 'Resposta enviada.',
    right: 'Você acertou esta questão.',
    wrong: 'Você errou esta questão.',
    correctMark: 'Resposta correta',
    chosenMark: 'Sua resposta',
    unanswered: 'Esta questão ficou sem resposta.',
    loading: 'Carregando questão…',
  },
  navigation: {
    label: 'Questões',
    page: (page: number) => `Questão ${page}`,
    answered: 'respondida',
    previous: 'Anterior',
    next: 'Próxima',
    finish: 'Finalizar',
    // Asked before finishing with questions left unanswered.
    unanswered: (count: number) =>
      count === 1
        ? 'Você deixou 1 questão sem resposta.'
        : `Você deixou ${count} questões sem resposta.`,
    unansweredMessage:
      'As questões sem resposta contam como erradas. Deseja finalizar mesmo assim?',
    keepAnswering: 'Continuar respondendo',
  },
  page: {
    timeOver: 'O tempo acabou. As respostas estão bloqueadas.',
    finished: 'Este questionário foi finalizado.',
  },
  result: {
    heading: 'Resultado',
    passed: 'Parabéns, você foi aprovado!',
    failed: 'Você não atingiu o mínimo de acertos.',
    timeOver: 'O tempo acabou e o questionário foi finalizado.',
    score: (corrects: number, total: number) => `${corrects} de ${total} acertos`,
    minimum: (minimum: number) => `Mínimo para aprovação: ${plural(minimum, 'acerto', 'acertos')}`,
    attemptsLeft: (left: number) => `Você ainda tem ${plural(left, 'tentativa', 'tentativas')}.`,
    noAttempts: 'Você não tem mais tentativas.',
    retry: 'Tentar novamente',
    next: 'Próximo conteúdo',
  },
} as const;
