export { ErrorPage, ERROR_PAGE_TEXT, type ErrorPageProps } from './ErrorPage';
