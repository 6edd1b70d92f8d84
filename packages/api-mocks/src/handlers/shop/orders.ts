import type { OrderRecord, ProductRecord } from '../../db/shop';
import type { Schemas } from '../../db/schemas';
import { database, nextId, now } from '../../db/store';
import { http } from '../../http';
import { fail, notFound } from '../../respond';
import { purchaseDescription, receiptUrlOf } from '../../seed/shop/orders';
import { currentUser } from '../../session';
import { debitDecoins } from '../../wallet';
import { findProduct } from './catalogue';

const ORDER_NOT_FOUND = 'Pedido não encontrado.';

const decoins = (value: number) => value.toLocaleString('pt-BR');

/** Not in the spec: the bag keeps within stock and balance; these catch what changed since. */
export const ORDER_REFUSALS = {
  emptyBag: () => ({ code: 'EMPTY_BAG', message: 'Sua sacola está vazia.' }),
  invalidQuantity: () => ({
    code: 'INVALID_QUANTITY',
    message: 'A quantidade de cada produto deve ser um número inteiro a partir de 1.',
  }),
  unavailable: () => ({
    code: 'PRODUCT_UNAVAILABLE',
    message: 'Um dos produtos da sacola não está mais disponível na loja.',
  }),
  priceChanged: (product: ProductRecord) => ({
    code: 'PRICE_CHANGED',
    message: `O preço de "${product.name}" mudou para ${decoins(product.decoins)} decoins. Confira a sacola antes de finalizar o pedido.`,
  }),
  outOfStock: (product: ProductRecord) => ({
    code: 'OUT_OF_STOCK',
    message:
      product.stock === 0
        ? `O produto "${product.name}" está esgotado.`
        : `Há apenas ${product.stock} ${product.stock === 1 ? 'unidade' : 'unidades'} de "${product.name}" em estoque.`,
  }),
  insufficientBalance: (total: number, balance: number) => ({
    code: 'INSUFFICIENT_BALANCE',
    message: `Você não tem decoins suficientes para este pedido: o total é ${decoins(total)} e seu saldo é ${decoins(balance)}.`,
  }),
};

const refuse = ({ code, message }: { code: string; message: string }) => fail(400, code, message);

/** The order without whose it is, as the contract shows it. */
function orderView({ userId: _userId, products, ...order }: OrderRecord): Schemas['Order'] {
  return { ...order, products: products.map((line) => ({ ...line })) };
}

const ownOrder = (id: number, userId: number): OrderRecord | undefined =>
  database().orders.find((order) => order.id === id && order.userId === userId);

type OrderLine = { product: ProductRecord; quantity: number; decoins: number };

/** The bag's products, one line per product (the same product twice adds up). */
function readBag(products: unknown): OrderLine[] | { code: string; message: string } {
  if (!Array.isArray(products) || products.length === 0) return ORDER_REFUSALS.emptyBag();
  const lines = new Map<number, OrderLine>();
  for (const item of products as { id?: unknown; quantity?: unknown; decoins?: unknown }[]) {
    const quantity = Number(item?.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) return ORDER_REFUSALS.invalidQuantity();
    const product = findProduct(Number(item?.id));
    if (!product) return ORDER_REFUSALS.unavailable();
    const line = lines.get(product.id);
    if (line) line.quantity += quantity;
    else lines.set(product.id, { product, quantity, decoins: Number(item?.decoins) });
  }
  return [...lines.values()];
}

export const orderHandlers = [
  // A refused order changes nothing; the receipt comes with its own call.
  http.post('/api/decola/order', async ({ request, cookies, response }) => {
    const user = currentUser(cookies);
    const body = (await request.json().catch(() => null)) as { products?: unknown } | null;
    const bag = readBag(body?.products);
    if (!Array.isArray(bag)) return response.untyped(refuse(bag));
    const changed = bag.find(
      (line) => Number.isFinite(line.decoins) && line.decoins !== line.product.decoins,
    );
    if (changed) return response.untyped(refuse(ORDER_REFUSALS.priceChanged(changed.product)));
    const short = bag.find((line) => line.quantity > line.product.stock);
    if (short) return response.untyped(refuse(ORDER_REFUSALS.outOfStock(short.product)));
    const total = bag.reduce((sum, line) => sum + line.product.decoins * line.quantity, 0);
    const balance = user.dcoins ?? 0;
    if (total > balance)
      return response.untyped(refuse(ORDER_REFUSALS.insufficientBalance(total, balance)));

    const createdAt = now().toISOString();
    const order: OrderRecord = {
      id: nextId(),
      userId: user.id,
      status: 'PROCESSING',
      grossValue: total,
      quantity: bag.reduce((sum, line) => sum + line.quantity, 0),
      products: bag.map(({ product, quantity }) => ({
        id: product.id,
        code: product.code,
        name: product.name,
        decoins: product.decoins,
        quantity,
        imageUrl: product.imagesUrl?.[0] ?? null,
      })),
      receiptUrl: null,
      createAt: createdAt,
      lastChange: createdAt,
    };
    for (const { product, quantity } of bag) {
      product.stock -= quantity;
      product.lastChange = createdAt;
    }
    database().orders.push(order);
    debitDecoins(user.id, total, 'PURCHASE', purchaseDescription(order));
    return response(200).json({ data: orderView(order) });
  }),

  http.get('/api/decola/order/{id}', ({ params, cookies, response }) => {
    const order = ownOrder(Number(params.id), currentUser(cookies).id);
    if (!order) return response.untyped(notFound(ORDER_NOT_FOUND));
    return response(200).json({ data: orderView(order) });
  }),

  // The profile's order history, newest first.
  http.get('/api/decola/orders', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const orders = database()
      .orders.filter((order) => order.userId === user.id)
      .sort((a, b) => b.createAt.localeCompare(a.createAt));
    return response(200).json({ data: orders.map(orderView) });
  }),

  // Asking again gives the same receipt.
  http.post('/api/decola/receipt/{id}', ({ params, cookies, response }) => {
    const order = ownOrder(Number(params.id), currentUser(cookies).id);
    if (!order) return response.untyped(notFound(ORDER_NOT_FOUND));
    if (!order.receiptUrl) {
      order.receiptUrl = receiptUrlOf(order.id);
      order.lastChange = now().toISOString();
    }
    return response(200).json({
      data: {
        id: order.id,
        grossValue: order.grossValue,
        quantity: order.quantity,
        products: order.products.map((line) => ({ ...line })),
        receiptUrl: order.receiptUrl,
        lastChange: order.lastChange ?? order.createAt,
        createAt: order.createAt,
      },
    });
  }),
];
