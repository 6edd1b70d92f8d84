export { PasswordFeedback, type PasswordFeedbackProps } from './PasswordFeedback';
export { useStrengthCheck } from './useStrengthCheck';
