export type { FieldCounter } from './CharacterCounter';
export {
  Field,
  FieldControl,
  FieldErrorMessage,
  fieldControlClasses,
  type FieldProps,
} from './Field';
export { useCharacterCount } from './useCharacterCount';
