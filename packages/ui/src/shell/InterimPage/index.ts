export { InterimPage, INTERIM_PAGE_TEXT, type InterimPageProps } from './InterimPage';
