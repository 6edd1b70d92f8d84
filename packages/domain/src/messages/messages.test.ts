import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('copies the error catalogues letter for letter', () => {
    expect(MESSAGES.errors).toEqual({
      sessionExpired: 'Faça seu login novamente.',
      connection: 'Erro de conexão.',
      unexpected: 'Ocorreu um erro inesperado.',
      zipNotFound: 'O CEP digitado não existe!',
      faqLoad: 'Ocorreu um erro ao carregar as informações.',
      termsNotAccepted: 'É necessário aceitar o Termo de Uso para prosseguir!',
      notImplemented: 'Not implemented',
      alreadyEnrolled: 'Você já está matriculado nessa turma.',
      maxCapacityReached: 'Não há mais vagas para essa turma.',
      eventClassFinished: 'Esta turma já foi finalizada.',
    });
  });

  it('copies the success, empty and confirmation texts, with the recommendation typo corrected', () => {
    expect(MESSAGES.success).toEqual({
      registered: 'Cadastro realizado com sucesso!',
      passwordChanged: 'Senha alterada com sucesso!',
      userValidated: 'Usuário validado com sucesso!',
      suggestionSent: 'Sugestão enviada!',
      notificationDeleted: 'Notificação apagada!',
      trainingRecommended: 'Você indicou este treinamento com sucesso!',
    });
    expect(MESSAGES.empty).toEqual({
      comments: 'Não há nenhum comentário por aqui',
      notifications: 'Você não possui nenhuma notificação',
      table: 'Não há nada por aqui.',
      trackSearch: 'Não encontrado.',
      faqSearch: 'Nenhuma dúvida encontrada.',
    });
    expect(MESSAGES.confirm.logout).toBe('Deseja realmente sair?');
    expect(MESSAGES.access.firstAccess).toBe(
      'Detectamos que este é seu primeiro acesso. Crie uma nova senha.',
    );
    expect(MESSAGES.validation.passwordHint).toBe(
      'Sua senha deve conter: Ao menos 8 caracteres, uma letra minúscula, uma letra maiúscula, um caractere especial.',
    );
  });

  it('has no text containing the typo', () => {
    expect(JSON.stringify(MESSAGES)).not.toContain('treinanamento');
  });
});

describe('ERROR_CODES', () => {
  it('names each code after itself', () => {
    for (const [key, code] of Object.entries(ERROR_CODES)) expect(code).toBe(key);
  });
});
