export * from './QuestionnaireScreen';
