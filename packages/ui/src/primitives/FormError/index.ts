export { FormError, type FormErrorProps } from './FormError';
