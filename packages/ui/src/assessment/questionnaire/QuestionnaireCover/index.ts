export { QuestionnaireCover, type QuestionnaireCoverProps } from './QuestionnaireCover';
