export { DoubtThread, type DoubtThreadProps } from './DoubtThread';
