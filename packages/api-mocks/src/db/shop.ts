import type { Schemas } from './schemas';

/** A product as stored: its shop and category by id (their names live in their own tables). */
export type ProductRecord = Omit<
  Schemas['Product'],
  'shop' | 'category' | 'isFavorite' | 'quantity'
> & {
  shopId: number;
  categoryId: number;
  isActive: boolean;
};

/** An order and whose it is. */
export type OrderRecord = Schemas['Order'] & { userId: number };

export type ShopSlice = {
  shops: { id: number; name: string }[];
  productCategories: Schemas['ProductCategory'][];
  products: ProductRecord[];
  /** Each user's favourite product ids, by user id. */
  favoriteProductIds: Record<string, number[]>;
  orders: OrderRecord[];
};
