export { IdentityForm, type IdentityFormProps, type IdentityRequest } from './IdentityForm';
