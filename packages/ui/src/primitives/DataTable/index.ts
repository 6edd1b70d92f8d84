export {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  type DataTableProps,
} from './DataTable';
