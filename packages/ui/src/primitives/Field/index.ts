export type { FieldCounter } from './CharacterCounter';
export {
  Field,
  FieldControl,
  FieldErrorMessage,
  fieldControlClasses,
  type FieldProps,
} from './Field';
export { FieldSet, useFieldSet, type FieldSetProps } from './FieldSet';
export { useCharacterCount } from './useCharacterCount';
