export {
  RecoveryRequestForm,
  type RecoveryRequestFormProps,
  type RecoveryRequestPayload,
} from './RecoveryRequestForm';
