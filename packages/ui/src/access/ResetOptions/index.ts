export { ResetOptions, type ResetOptionsProps } from './ResetOptions';
