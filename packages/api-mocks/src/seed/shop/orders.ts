import type { SeedToday } from '../today';
import type { OrderRecord, ProductRecord } from '../../db/shop';
import { isoAt } from '../events/calendar';
import { DEMO_USER_IDS } from '../users';

type OrderPlan = {
  id: number;
  userId: number;
  /** Product id and quantity of each line. */
  lines: [productId: number, quantity: number][];
  status: OrderRecord['status'];
  /** Days from today. */
  day: number;
};

const { aluno, admin, gestor, termos } = DEMO_USER_IDS;

/** The aluno has one of each situation, one still processing without its receipt. */
const PLANS: OrderPlan[] = [
  {
    id: 1,
    userId: aluno,
    lines: [
      [1, 1],
      [8, 1],
    ],
    status: 'DELIVERED',
    day: -75,
  },
  { id: 2, userId: aluno, lines: [[13, 1]], status: 'DELIVERED', day: -40 },
  { id: 3, userId: aluno, lines: [[37, 2]], status: 'SENT', day: -12 },
  { id: 4, userId: aluno, lines: [[33, 1]], status: 'PROCESSING', day: -2 },
  { id: 5, userId: admin, lines: [[19, 1]], status: 'DELIVERED', day: -100 },
  { id: 6, userId: admin, lines: [[26, 1]], status: 'SENT', day: -20 },
  {
    id: 7,
    userId: gestor,
    lines: [
      [2, 1],
      [9, 1],
    ],
    status: 'DELIVERED',
    day: -30,
  },
  { id: 8, userId: termos, lines: [[5, 2]], status: 'DELIVERED', day: -50 },
  { id: 9, userId: 25, lines: [[28, 1]], status: 'DELIVERED', day: -33 },
  { id: 10, userId: 30, lines: [[35, 1]], status: 'SENT', day: -9 },
];

/** The statement line of an order: the product when there is one, else the order and its items. */
export function purchaseDescription(
  order: Pick<OrderRecord, 'id' | 'products' | 'quantity'>,
): string {
  const [first] = order.products;
  if (order.products.length === 1 && first)
    return first.quantity > 1
      ? `Resgate na loja – ${first.name} (${first.quantity} unidades)`
      : `Resgate na loja – ${first.name}`;
  return `Resgate na loja – pedido nº ${order.id} (${order.quantity} itens)`;
}

/** Where the demo's receipts are drawn (handlers/receipts.ts). */
export const DEMO_RECEIPT_BASE = '/student/demo/receipts';

export const receiptUrlOf = (orderId: number): string =>
  `${DEMO_RECEIPT_BASE}/pedido-${orderId}.pdf`;

export function seedOrders(today: SeedToday, products: readonly ProductRecord[]): OrderRecord[] {
  return PLANS.map((plan) => {
    const lines = plan.lines.map(([productId, quantity]) => {
      const product = products.find((candidate) => candidate.id === productId)!;
      return {
        id: product.id,
        code: product.code,
        name: product.name,
        decoins: product.decoins,
        quantity,
        imageUrl: product.imagesUrl?.[0] ?? null,
      };
    });
    const createAt = isoAt(today, plan.day, 10 + (plan.id % 7), plan.id * 5);
    return {
      id: plan.id,
      userId: plan.userId,
      status: plan.status,
      grossValue: lines.reduce((total, line) => total + line.decoins * line.quantity, 0),
      quantity: lines.reduce((total, line) => total + line.quantity, 0),
      products: lines,
      receiptUrl: plan.status === 'PROCESSING' ? null : receiptUrlOf(plan.id),
      createAt,
      lastChange: isoAt(today, Math.min(plan.day + 3, -1), 8 + (plan.id % 5)),
    };
  });
}
