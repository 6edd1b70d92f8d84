/** The brand templates of spec 1 §1, as the Storybook toolbar lists them. */
export const TEMPLATES = [
  { value: 'default', title: 'Padrão (Decola)' },
  { value: 'portal', title: 'Portal GTop' },
  { value: 'construction', title: 'Construção' },
  { value: 'circle', title: 'Circle' },
] as const;

export type TemplateName = (typeof TEMPLATES)[number]['value'];
