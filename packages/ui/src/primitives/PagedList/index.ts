export {
  ONE_PAGE,
  PagedList,
  type PagedListLoad,
  type PagedListProps,
  type PagedListState,
} from './PagedList';
