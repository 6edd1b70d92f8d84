export { PillCard, type PillCardProps } from './PillCard';
export type { Pill } from '../shared/pill';
