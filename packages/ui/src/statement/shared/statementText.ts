/** Not in the spec: the statement screen's words (docs/decisions.md). */
export const STATEMENT_TEXT = {
  title: 'Extrato',
  wallet: 'Saldo de decoins',
  filters: 'Filtros do extrato',
  firstDate: 'Data inicial',
  lastDate: 'Data final',
  type: 'Tipo',
  allTypes: 'Todos',
  typeCode: 'Origem',
  allTypeCodes: 'Todas',
  table: 'Movimentações',
  date: 'Data',
  description: 'Descrição',
  amount: 'Valor',
  exportCsv: 'Exportar CSV',
  exportError: 'Não foi possível exportar o extrato.',
  loadError: 'Não foi possível carregar o extrato.',
} as const;
