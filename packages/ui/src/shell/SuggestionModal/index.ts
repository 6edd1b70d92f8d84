export { SuggestionModal, type SuggestionModalProps } from './SuggestionModal';
