export * from './QuestionnaireCover';
export * from './QuestionnaireNavigation';
export * from './QuestionnairePage';
export * from './QuestionnaireQuestion';
export * from './QuestionnaireResult';
export * from './QuestionnaireTimer';
export type { QuestionDraft, QuestionnaireAlternative, QuestionnaireQuestionData } from './types';
