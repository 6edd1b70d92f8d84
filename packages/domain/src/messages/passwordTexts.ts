/** Not in the spec: one hint line per register password rule. */
export const PASSWORD_RULE_MESSAGES = {
  minLength: 'Ao menos 8 caracteres',
  lowercase: 'Uma letra minúscula',
  uppercase: 'Uma letra maiúscula',
  number: 'Um número',
  special: 'Um caractere especial (!@#$%^&*)',
  noWhitespace: 'Sem espaços',
} as const;

export const PASSWORD_STRENGTH_LABELS = {
  weak: 'senha fraca',
  good: 'senha boa',
  strong: 'senha forte',
} as const;
