export { DoubtForm, type DoubtFormProps } from './DoubtForm';
