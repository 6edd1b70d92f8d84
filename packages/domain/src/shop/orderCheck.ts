/** One line of an order or of the bag, as far as matching them goes. */
export interface OrderLineRef {
  id: number;
  quantity: number;
}

export interface OrderRef {
  id: number;
  createAt: string;
  products: readonly OrderLineRef[];
}

const linesKey = (lines: readonly OrderLineRef[]): string => {
  const quantities = new Map<number, number>();
  for (const { id, quantity } of lines) quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  return [...quantities.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, quantity]) => `${id}×${quantity}`)
    .join(',');
};

/**
 * After a network failure on creating an order, the order the server may still have
 * made — one created since the attempt began with exactly the bag's products and quantities.
 */
export function findOrderOfBag<O extends OrderRef>(
  orders: readonly O[],
  bag: readonly OrderLineRef[],
  since: Date,
): O | undefined {
  const wanted = linesKey(bag);
  return orders.find(
    (order) =>
      new Date(order.createAt).getTime() >= since.getTime() && linesKey(order.products) === wanted,
  );
}
