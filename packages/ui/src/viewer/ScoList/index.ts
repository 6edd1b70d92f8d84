export { ScoList, SCO_LIST_TEXT, type ScoListItem, type ScoListProps } from './ScoList';
