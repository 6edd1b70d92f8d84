import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller, type Caller } from '../../testing/caller';

type Data<T> = { data: T };
type Order = Schemas['Order'];

const aluno = () => database().users.find((user) => user.id === DEMO_USER_IDS.aluno)!;
const product = (id: number) => database().products.find((each) => each.id === id)!;
const alunoStatement = () => database().statement[DEMO_USER_IDS.aluno]!;

async function signedIn(email = 'aluno@decola.dev'): Promise<Caller> {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

const order = (caller: Caller, products: Schemas['BagProduct'][]) =>
  caller.json<Data<Order>>('POST', '/api/decola/order', { body: { products } });

/** What an order may change: refused orders must leave every one of them as it was. */
const snapshot = () => ({
  balance: aluno().dcoins,
  lines: alunoStatement().length,
  orders: database().orders.length,
  stocks: database().products.map((each) => each.stock),
});

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('an order of the bag', () => {
  it('debits the wallet with one PURCHASE line, lowers the stock and creates the order', async () => {
    const caller = await signedIn();
    const before = snapshot();
    const { status, body } = await order(caller, [
      { id: 1, decoins: 350, quantity: 2 },
      { id: 3, decoins: 180, quantity: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'PROCESSING',
      grossValue: 880,
      quantity: 3,
      receiptUrl: null,
    });
    expect(body.data.products.map((line) => [line.id, line.quantity, line.decoins])).toEqual([
      [1, 2, 350],
      [3, 1, 180],
    ]);

    expect(aluno().dcoins).toBe(before.balance! - 880);
    expect(alunoStatement()).toHaveLength(before.lines + 1);
    expect(alunoStatement()[0]).toMatchObject({
      type: 'DEBIT',
      typeCode: 'PURCHASE',
      value: 880,
      description: `Resgate na loja – pedido nº ${body.data.id} (3 itens)`,
    });
    expect(product(1).stock).toBe(before.stocks[0]! - 2);
    expect(product(3).stock).toBe(before.stocks[2]! - 1);

    const statement = await caller.json<Data<Schemas['StatementPage']>>(
      'GET',
      '/api/decola/list/statement/user',
    );
    expect(statement.body.data.wallet.decoinsInWallet).toBe(620);
    expect(statement.body.data.items[0]!.value).toBe(880);

    const fetched = await caller.json<Data<Order>>('GET', `/api/decola/order/${body.data.id}`);
    expect(fetched.body.data).toEqual(body.data);
    const history = await caller.json<Data<Order[]>>('GET', '/api/decola/orders');
    expect(history.body.data[0]!.id).toBe(body.data.id);
    expect(history.body.data.map((each) => each.id)).toEqual([body.data.id, 4, 3, 2, 1]);
  });

  it('adds up the same product listed twice, and names a single product in the statement', async () => {
    const caller = await signedIn();
    const { body } = await order(caller, [
      { id: 5, decoins: 150, quantity: 1 },
      { id: 5, decoins: 150, quantity: 2 },
    ]);
    expect(body.data.products).toEqual([expect.objectContaining({ id: 5, quantity: 3 })]);
    expect(alunoStatement()[0]!.description).toBe(
      'Resgate na loja – Squeeze de alumínio 600 ml (3 unidades)',
    );
  });

  it('is refused above the balance, and nothing changes', async () => {
    const caller = await signedIn();
    const before = snapshot();
    const { status, body } = await order(caller, [{ id: 30, decoins: 3500, quantity: 1 }]);
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message:
        'Você não tem decoins suficientes para este pedido: o total é 3.500 e seu saldo é 1.500.',
    });
    expect(snapshot()).toEqual(before);
  });

  it('is refused above a product’s stock, and nothing changes', async () => {
    const caller = await signedIn();
    const before = snapshot();
    const short = await order(caller, [
      { id: 1, decoins: 350, quantity: 1 },
      { id: 30, decoins: 3500, quantity: 4 },
    ]);
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Há apenas 3 unidades de "Smartwatch com monitor cardíaco" em estoque.',
    });
    const soldOut = await order(caller, [{ id: 4, decoins: 200, quantity: 1 }]);
    expect(soldOut.body).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'O produto "Kit canetas e marca-texto Decola" está esgotado.',
    });
    expect(snapshot()).toEqual(before);
  });

  it('is refused when a price changed since the bag was filled, or the bag is empty', async () => {
    const caller = await signedIn();
    const before = snapshot();
    const changed = await order(caller, [{ id: 1, decoins: 300, quantity: 1 }]);
    expect(changed.status).toBe(400);
    expect(changed.body).toMatchObject({ code: 'PRICE_CHANGED' });
    const empty = await caller.json('POST', '/api/decola/order', { body: { products: [] } });
    expect(empty.body).toEqual({ code: 'EMPTY_BAG', message: 'Sua sacola está vazia.' });
    const unknown = await order(caller, [{ id: 999, decoins: 10, quantity: 1 }]);
    expect(unknown.body).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(snapshot()).toEqual(before);
  });

  it('lets a whole balance be spent', async () => {
    const caller = await signedIn('termos@decola.dev');
    // termos has 310 decoins: a 300-decoin order leaves 10.
    const { status } = await order(caller, [{ id: 8, decoins: 300, quantity: 1 }]);
    expect(status).toBe(200);
    expect(database().users.find((user) => user.id === DEMO_USER_IDS.termos)!.dcoins).toBe(10);
  });
});

describe('orders and receipts', () => {
  it('generates the receipt of an order once', async () => {
    const caller = await signedIn();
    expect(
      (await caller.json<Data<Order>>('GET', '/api/decola/order/4')).body.data.receiptUrl,
    ).toBe(null);
    const { status, body } = await caller.json<Data<Schemas['OrderReceipt']>>(
      'POST',
      '/api/decola/receipt/4',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 4,
      grossValue: 250,
      quantity: 1,
      receiptUrl: '/student/demo/receipts/pedido-4.pdf',
    });
    const again = await caller.json<Data<Schemas['OrderReceipt']>>('POST', '/api/decola/receipt/4');
    expect(again.body.data.receiptUrl).toBe(body.data.receiptUrl);
    expect(
      (await caller.json<Data<Order>>('GET', '/api/decola/order/4')).body.data.receiptUrl,
    ).toBe(body.data.receiptUrl);
  });

  it('are only the user’s own', async () => {
    const caller = await signedIn('gestor@decola.dev');
    expect((await caller.json('GET', '/api/decola/order/1')).status).toBe(404);
    expect((await caller.json('POST', '/api/decola/receipt/1')).status).toBe(404);
    const history = await caller.json<Data<Order[]>>('GET', '/api/decola/orders');
    expect(history.body.data.map((each) => each.id)).toEqual([7]);
  });
});
