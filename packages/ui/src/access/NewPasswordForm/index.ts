export {
  NewPasswordForm,
  type NewPasswordFormProps,
  type NewPasswordSubmission,
} from './NewPasswordForm';
