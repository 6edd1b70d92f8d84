/** The success texts of spec 1 §8 and spec 2 §4. */
export const SUCCESS_MESSAGES = {
  registered: 'Cadastro realizado com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  userValidated: 'Usuário validado com sucesso!',
  suggestionSent: 'Sugestão enviada!',
  notificationDeleted: 'Notificação apagada!',
  // The spec's 'treinanamento' is a typo, corrected as ARCHITECTURE.md says.
  trainingRecommended: 'Você indicou este treinamento com sucesso!',
} as const;
