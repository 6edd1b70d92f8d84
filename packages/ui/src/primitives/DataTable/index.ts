export {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
  type DataTableProps,
} from './DataTable';
