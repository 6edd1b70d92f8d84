export {
  QuestionnaireNavigation,
  type QuestionnaireNavigationProps,
} from './QuestionnaireNavigation';
