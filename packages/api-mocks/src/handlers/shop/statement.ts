import { PAGE_SIZES, toCalendarDay } from '@decola/domain';
import type { Schemas } from '../../db/schemas';
import { database } from '../../db/store';
import { http } from '../../http';
import { currentUser } from '../../session';
import { flag, paginate, positiveInt, text } from './paging';

type StatementItem = Schemas['StatementItem'];

/** Columns the statement table sorts by; 'date' and 'origin' are the header's names for two. */
const SORTABLE: Record<string, keyof StatementItem> = {
  createdAt: 'createdAt',
  date: 'createdAt',
  value: 'value',
  description: 'description',
  type: 'type',
  typeCode: 'typeCode',
  origin: 'typeCode',
  expiresAt: 'expiresAt',
};

function compareBy(column: keyof StatementItem) {
  return (a: StatementItem, b: StatementItem): number => {
    const [left, right] = [a[column], b[column]];
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left ?? '').localeCompare(String(right ?? ''), 'pt-BR');
  };
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export const statementHandlers = [
  /** 20 a page, newest first; the period by calendar day, both ends included. */
  http.get('/api/decola/list/statement/user', ({ query, cookies, response }) => {
    const user = currentUser(cookies);
    const firstDate = text(query.get('firstDate'));
    const lastDate = text(query.get('lastDate'));
    const type = text(query.get('type'));
    const typeCode = text(query.get('typeCode'));
    const items = (database().statement[user.id] ?? []).filter((item) => {
      const day = toCalendarDay(item.createdAt) ?? '';
      if (isDay(firstDate) && day < firstDate) return false;
      if (isDay(lastDate) && day > lastDate) return false;
      if (type && item.type !== type) return false;
      return !typeCode || item.typeCode === typeCode;
    });
    const column = SORTABLE[text(query.get('orderBy')) ?? ''] ?? 'createdAt';
    const ascending = flag(query.get('ordinationAsc')) ?? false;
    const compare = compareBy(column);
    // Ties keep the newest first, so a page never shuffles between calls.
    const sorted = [...items].sort(
      (a, b) => (ascending ? compare(a, b) : compare(b, a)) || b.id - a.id,
    );
    const page = paginate(sorted, positiveInt(query.get('page')) ?? 1, PAGE_SIZES.statement);
    return response(200).json({
      data: {
        items: page.items.map((item) => ({ ...item })),
        page: page.page,
        pages: page.pages,
        total: page.total,
        wallet: { decoinsInWallet: Math.max(0, user.dcoins ?? 0) },
      },
    });
  }),
];
