/** `decoins` is the unit price. */
export interface BagProduct {
  id: number | string;
  decoins: number;
  quantity: number;
  /** The product's stock, when known: the bag never asks for more. */
  stock?: number | null;
}

export type Bag<P extends BagProduct = BagProduct> = readonly P[];

/** The sum of decoins × quantity of the bag's items. */
export const bagTotal = (bag: Bag): number =>
  bag.reduce((total, product) => total + product.decoins * product.quantity, 0);

/** Balance = wallet minus the bag total. */
export const walletBalance = (decoinsInWallet: number, bag: Bag): number =>
  decoinsInWallet - bagTotal(bag);

/** Not in the spec (shop rules not shown): an order needs a balance that is not negative. */
export const hasSufficientBalance = (decoinsInWallet: number, bag: Bag): boolean =>
  walletBalance(decoinsInWallet, bag) >= 0;

const capToStock = (product: BagProduct, quantity: number): number =>
  product.stock != null && product.stock >= 0 ? Math.min(quantity, product.stock) : quantity;

const withQuantity = <P extends BagProduct>(
  bag: Bag<P>,
  id: P['id'],
  change: (product: P) => number,
): P[] =>
  bag.map((product) => (product.id === id ? { ...product, quantity: change(product) } : product));

/** A product already in the bag adds to its quantity, never beyond the known stock. */
export function bagAdd<P extends BagProduct>(bag: Bag<P>, product: P, quantity = 1): P[] {
  const existing = bag.find((item) => item.id === product.id);
  if (existing)
    return withQuantity(bag, product.id, (item) => capToStock(item, item.quantity + quantity));
  return [...bag, { ...product, quantity: capToStock(product, quantity) }];
}

/** Removing one product takes it out of the bag, whatever its quantity. */
export const bagRemoveOne = <P extends BagProduct>(bag: Bag<P>, id: P['id']): P[] =>
  bag.filter((product) => product.id !== id);

/** One more of a product, up to its stock. */
export const bagIncrease = <P extends BagProduct>(bag: Bag<P>, id: P['id']): P[] =>
  withQuantity(bag, id, (product) => capToStock(product, product.quantity + 1));

/** One less of a product, never below 1 — removing is its own action. */
export const bagDecrease = <P extends BagProduct>(bag: Bag<P>, id: P['id']): P[] =>
  withQuantity(bag, id, (product) => Math.max(1, product.quantity - 1));

/** Clearing empties the bag. */
export const bagClear = <P extends BagProduct>(_bag: Bag<P>): P[] => [];
