export * from './DoubtForm';
export * from './DoubtsPanel';
export * from './DoubtThread';
export { DOUBTS_TEXT } from './doubtsText';
export type { ContentDoubt, DoubtValues } from './types';
