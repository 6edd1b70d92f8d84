/** A product line of the bag, an order or a receipt, as the screens show it. */
export type BagLine = {
  id: number;
  name: string;
  /** Unit price in decoins. */
  decoins: number;
  quantity: number;
  /** The most the bag may hold of it; unknown for an order line. */
  stock?: number;
  imageUrl?: string | null;
  shopName?: string | null;
};

/** An order as its page and the history show it. */
export type OrderView = {
  id: number;
  status: string;
  /** Total in decoins. */
  grossValue: number;
  quantity: number;
  products: readonly BagLine[];
  receiptUrl?: string | null;
  createAt: string;
};
