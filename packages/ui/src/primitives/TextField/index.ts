export {
  FieldErrorMessage,
  TextField,
  fieldControlClasses,
  type TextFieldProps,
} from './TextField';
