export {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
  dataTableStackedRow,
  type DataTableProps,
} from './DataTable';
