export { ONE_PAGE, PagedList, type PagedListProps, type PagedListState } from './PagedList';
