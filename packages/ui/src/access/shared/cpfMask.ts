import { maskLogin, unmaskLogin } from '@decola/domain';

/** spec 1 §5: on blur a CPF shows masked (an e-mail or other text stays as typed). */
export const maskOnBlur = (value: string): string => maskLogin(value);

/**
 * spec 1 §5: on focus the CPF shows bare again. The domain takes away only what the mask added:
 * text that the mask left alone (`joao.silva` typed without @) keeps its dots.
 */
export const unmaskOnFocus = (value: string): string => unmaskLogin(value);
