/** The fields of a product (the contract's `Product`) the shop's parts read. */
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
