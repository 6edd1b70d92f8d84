export { FreeTrainingMessage, type FreeTrainingMessageProps } from './FreeTrainingMessage';
