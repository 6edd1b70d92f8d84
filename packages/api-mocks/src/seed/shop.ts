import type { SeedToday } from './today';
import type { CoreSlice } from '../db/core';
import type { ShopSlice } from '../db/shop';
import { PRODUCT_CATEGORIES, SHOPS, seedProducts } from './shop/catalogue';
import { seedOrders } from './shop/orders';
import { seedStatement } from './shop/statement';
import { DEMO_USER_IDS, seedUsers } from './users';

// The statement is typed optional only so that the core's spread (`statement: {}` then this seed)
// compiles; the seed always returns it.
export function seedShop(today: SeedToday): ShopSlice & Partial<Pick<CoreSlice, 'statement'>> {
  const products = seedProducts(today);
  const orders = seedOrders(today, products);
  return {
    shops: SHOPS.map((shop) => ({ ...shop })),
    productCategories: PRODUCT_CATEGORIES.map((category) => ({ ...category })),
    products,
    favoriteProductIds: {
      [DEMO_USER_IDS.aluno]: [1, 13, 24, 31, 36],
      [DEMO_USER_IDS.admin]: [10, 19],
      [DEMO_USER_IDS.gestor]: [2],
    },
    orders,
    statement: seedStatement(today, seedUsers(), orders),
  };
}
