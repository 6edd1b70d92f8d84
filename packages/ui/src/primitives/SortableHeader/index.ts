export { SortableHeader, type SortableHeaderProps } from './SortableHeader';
