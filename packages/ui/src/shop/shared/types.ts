/** The fields of a product (the contract's `Product`, spec 2 §3) the shop's parts read. */
export type ShopProduct = {
  id: number;
  name: string;
  /** Unit price in decoins. */
  decoins: number;
  stock: number;
  imagesUrl?: readonly string[] | null;
  shop?: { name: string } | null;
  isFavorite?: boolean | null;
};
