export {
  InterimPage,
  INTERIM_PAGE_TEXT,
  type InterimPageProps,
  type InterimPageStatus,
} from './InterimPage';
