export { QuestionnaireTimer, type QuestionnaireTimerProps } from './QuestionnaireTimer';
