const decoinsFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A price or balance in decoins, in pt-BR: 1500 → '1.500 decoins'. */
export const formatDecoins = (decoins: number): string =>
  `${decoinsFormat.format(decoins)} ${decoins === 1 ? 'decoin' : 'decoins'}`;

/** A product with no stock left cannot be bought ('Esgotado'). */
export const isSoldOut = (product: { stock: number }): boolean => product.stock <= 0;

/** The quantities a learner may pick for a product: from 1 up to its stock. */
export const clampQuantity = (quantity: number, stock: number): number =>
  Math.max(1, Math.min(Math.max(1, stock), Math.trunc(Number.isFinite(quantity) ? quantity : 1)));
