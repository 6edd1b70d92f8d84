export {
  Field,
  FieldControl,
  fieldControlClasses,
  type FieldCounter,
  type FieldProps,
} from './Field';
export { useCharacterCount } from './useCharacterCount';
