import { formatDateBR } from '../format/dates';

export type StatementItemType = 'CREDIT' | 'DEBIT';

export const STATEMENT_TYPE_CODES = [
  'CONTENT_FINISHED',
  'COURSE_FINISHED',
  'TRAINING_FINISHED',
  'PURCHASE',
  'ADMIN_REMOVAL',
  'EXPIRATION',
] as const;
export type StatementTypeCode = (typeof STATEMENT_TYPE_CODES)[number];

/** Not in the spec: the pt-BR names of an entry's direction and origin (docs/decisions.md). */
export const STATEMENT_TYPE_LABELS: Record<StatementItemType, string> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
};
export const STATEMENT_TYPE_CODE_LABELS: Record<StatementTypeCode, string> = {
  CONTENT_FINISHED: 'Conteúdo concluído',
  COURSE_FINISHED: 'Curso concluído',
  TRAINING_FINISHED: 'Treinamento concluído',
  PURCHASE: 'Compra na loja',
  ADMIN_REMOVAL: 'Remoção pelo administrador',
  EXPIRATION: 'Expiração',
};

export const PERIOD_ERROR = 'A data final não pode ser anterior à data inicial.';

/** List query: firstDate and lastDate as yyyy-mm-dd; the end not before the start. */
export function periodError(firstDate?: string | null, lastDate?: string | null): string | null {
  return firstDate && lastDate && lastDate < firstDate ? PERIOD_ERROR : null;
}

const amountFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** An amount with its sign: credits add (+150), debits take (−400). */
export const signedAmount = (item: { type: string; value: number }): string =>
  `${item.type === 'DEBIT' ? '−' : '+'}${amountFormat.format(item.value)}`;

export interface StatementRow {
  createdAt: string;
  description: string;
  type: string;
  typeCode: string;
  value: number;
}

const csvCell = (text: string): string =>
  /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

const typeLabel = (type: string) => STATEMENT_TYPE_LABELS[type as StatementItemType] ?? type;
const originLabel = (code: string) => STATEMENT_TYPE_CODE_LABELS[code as StatementTypeCode] ?? code;

/**
 * The statement as CSV — UTF-8 with a BOM so spreadsheet programs read the accents,
 * ';' between cells as pt-BR spreadsheets expect, the amount signed with a plain minus.
 */
export function statementCsv(rows: readonly StatementRow[]): string {
  const header = ['Data', 'Descrição', 'Tipo', 'Origem', 'Valor'];
  const lines = rows.map((row) => [
    formatDateBR(row.createdAt),
    row.description,
    typeLabel(row.type),
    originLabel(row.typeCode),
    String(row.type === 'DEBIT' ? -row.value : row.value),
  ]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
