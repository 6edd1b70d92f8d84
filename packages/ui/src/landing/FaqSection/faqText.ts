export const FAQ_TITLE = 'Perguntas frequentes';
export const FAQ_SEARCH_LABEL = 'Qual sua dúvida?';
