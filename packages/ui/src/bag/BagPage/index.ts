export * from './BagPage';
export type { BagLine, OrderView } from '../shared/types';
