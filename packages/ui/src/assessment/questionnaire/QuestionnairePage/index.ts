export { QuestionnairePage, type QuestionnairePageProps } from './QuestionnairePage';
