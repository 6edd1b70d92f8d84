export { QuestionnaireQuestion, type QuestionnaireQuestionProps } from './QuestionnaireQuestion';
