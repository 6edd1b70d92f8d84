export type { FieldCounter } from './CharacterCounter';
export { Field, FieldControl, fieldControlClasses, type FieldProps } from './Field';
export { useCharacterCount } from './useCharacterCount';
