import { toCalendarDay } from '@decola/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller, type Caller, type Query } from '../../testing/caller';

type StatementPage = { data: Schemas['StatementPage'] };

async function signedIn(email = 'aluno@decola.dev'): Promise<Caller> {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

const statement = (caller: Caller, query: Query = {}) =>
  caller.json<StatementPage>('GET', '/api/decola/list/statement/user', { query });

const seeded = () => database().statement[DEMO_USER_IDS.aluno]!;

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('the statement (spec 2 §7)', () => {
  it('pages 20 lines at a time, newest first, with the wallet', async () => {
    const caller = await signedIn();
    const total = seeded().length;
    const first = await statement(caller);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      page: 1,
      pages: Math.ceil(total / 20),
      total,
      wallet: { decoinsInWallet: 1500 },
    });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items.map((item) => item.id)).toEqual(
      seeded()
        .slice(0, 20)
        .map((item) => item.id),
    );
    const last = await statement(caller, { page: first.body.data.pages });
    expect(last.body.data.items).toHaveLength(total - 20 * (first.body.data.pages - 1));
  });

  it('sorts by the column asked, ascending when ordinationAsc is true', async () => {
    const caller = await signedIn();
    const oldest = await statement(caller, { ordinationAsc: true });
    expect(oldest.body.data.items[0]!.id).toBe(seeded()[seeded().length - 1]!.id);
    const byValue = await statement(caller, { orderBy: 'value', ordinationAsc: false });
    const values = byValue.body.data.items.map((item) => item.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBe(Math.max(...seeded().map((item) => item.value)));
  });

  it('filters by type and by origin', async () => {
    const caller = await signedIn();
    const debits = await statement(caller, { type: 'DEBIT' });
    expect(debits.body.data.items.every((item) => item.type === 'DEBIT')).toBe(true);
    // Four purchases, one removal, one expiration.
    expect(debits.body.data.total).toBe(6);
    const purchases = await statement(caller, { typeCode: 'PURCHASE' });
    expect(purchases.body.data.items.map((item) => item.value)).toEqual([250, 700, 600, 650]);
    const none = await statement(caller, { type: 'CREDIT', typeCode: 'PURCHASE' });
    expect(none.body.data).toMatchObject({ items: [], pages: 0, total: 0 });
  });

  it('filters by period, both days included', async () => {
    const caller = await signedIn();
    const days = seeded().map((item) => toCalendarDay(item.createdAt)!);
    const [lastDate, firstDate] = [days[2]!, days[9]!];
    const { body } = await statement(caller, { firstDate, lastDate });
    const expected = seeded().filter(
      (_, index) => days[index]! >= firstDate && days[index]! <= lastDate,
    );
    expect(body.data.items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(body.data.total).toBeGreaterThanOrEqual(8);
  });

  it('is empty for a user without decoins', async () => {
    const caller = await signedIn('semempresa@decola.dev');
    const { body } = await statement(caller);
    expect(body.data).toEqual({
      items: [],
      page: 1,
      pages: 0,
      total: 0,
      wallet: { decoinsInWallet: 0 },
    });
  });
});
