export { QuestionnaireResult, type QuestionnaireResultProps } from './QuestionnaireResult';
