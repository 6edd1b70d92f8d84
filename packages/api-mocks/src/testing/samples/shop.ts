import type { Samples } from './types';

/** Sample calls of the shop and statement operations, on the seed's data (as the aluno). */
export const shopSamples: Samples = {
  getShopFilters: { query: { category: [5], search: 'fone' } },
  listProducts: { query: { shop: [1, 3], interval: [100, 1000], page: 1, limit: 20 } },
  getProduct: { params: { id: 1 } },
  favoriteProduct: { params: { id: 2 } },
  listFavoriteProducts: { query: { page: 1 } },
  unfavoriteProduct: { params: { id: 1 } },
  createOrder: { body: { products: [{ id: 1, decoins: 350, quantity: 2 }] } },
  getOrder: { params: { id: 1 } },
  listOrders: {},
  // Order 4 is still processing: its receipt is generated now.
  createOrderReceipt: { params: { id: 4 } },
  listStatement: {
    query: { page: 2, orderBy: 'createdAt', ordinationAsc: false, type: 'CREDIT' },
  },
};
