export { StarInput, type StarInputProps } from './StarInput';
