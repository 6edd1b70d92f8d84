export { DoubtsPanel, type DoubtsPanelProps } from './DoubtsPanel';
