import { LIMITS, PAGE_SIZES } from '../constants/limits';
import { parseUrlNumber } from '../routes/urlNumber';

/** A price interval in decoins, both ends included. */
export interface PriceInterval {
  min: number;
  max: number;
}

/** As the shop's URL holds it. */
export interface ShopFilterChoice {
  categories: number[];
  shops: number[];
  interval: PriceInterval | null;
  search: string;
  /** Not in the spec's filter: only the learner's favourite products. */
  favorites: boolean;
}

export const NO_SHOP_FILTER: ShopFilterChoice = {
  categories: [],
  shops: [],
  interval: null,
  search: '',
  favorites: false,
};

/** Repeated `category`, `shop` and `interval` (min then max), `search`; ours: `favorites`. */
const KEYS = {
  category: 'category',
  shop: 'shop',
  interval: 'interval',
  search: 'search',
  favorites: 'favorites',
} as const;

const FAVORITES_ON = '1';

const idsOf = (values: string[]): number[] => [
  ...new Set(values.map(parseUrlNumber).filter((id): id is number => id !== undefined && id > 0)),
];

/** Two whole numbers, in either order; anything else is no interval. */
function intervalOf(values: string[]): PriceInterval | null {
  if (values.length !== 2) return null;
  const [first, second] = values.map(parseUrlNumber);
  if (first === undefined || second === undefined) return null;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

/** The part of URLSearchParams the filter reads (domain has no DOM). */
export interface QueryParams {
  get(key: string): string | null;
  getAll(key: string): string[];
}

/** The shop's filter from its URL's query: what does not make sense is left out. */
export function readShopFilter(params: QueryParams): ShopFilterChoice {
  return {
    categories: idsOf(params.getAll(KEYS.category)),
    shops: idsOf(params.getAll(KEYS.shop)),
    interval: intervalOf(params.getAll(KEYS.interval)),
    search: (params.get(KEYS.search) ?? '').trim().slice(0, LIMITS.searchMaxLength),
    favorites: params.get(KEYS.favorites) === FAVORITES_ON,
  };
}

/** The URL query of a filter: categories and shops repeated, the interval as min then max. */
export function writeShopFilter(filter: ShopFilterChoice): [string, string][] {
  const pairs: [string, string][] = [
    ...filter.categories.map((id): [string, string] => [KEYS.category, String(id)]),
    ...filter.shops.map((id): [string, string] => [KEYS.shop, String(id)]),
  ];
  if (filter.interval) {
    pairs.push([KEYS.interval, String(filter.interval.min)]);
    pairs.push([KEYS.interval, String(filter.interval.max)]);
  }
  if (filter.search) pairs.push([KEYS.search, filter.search]);
  if (filter.favorites) pairs.push([KEYS.favorites, FAVORITES_ON]);
  return pairs;
}

export const hasShopFilter = (filter: ShopFilterChoice): boolean =>
  filter.categories.length > 0 ||
  filter.shops.length > 0 ||
  filter.interval !== null ||
  filter.search !== '' ||
  filter.favorites;

/**
 * How many filters are chosen, as the narrow screens' 'Filtros' button counts them: each category
 * and shop, the price interval, the search and the favourites count one.
 */
export const activeShopFilterCount = (filter: ShopFilterChoice): number =>
  filter.categories.length +
  filter.shops.length +
  (filter.interval ? 1 : 0) +
  (filter.search ? 1 : 0) +
  (filter.favorites ? 1 : 0);

/**
 * The favourites call takes no filter: the favourites filter stands alone, so choosing
 * it drops the others and choosing any other drops it (docs/decisions.md).
 */
export function changeShopFilter(
  filter: ShopFilterChoice,
  change: Partial<ShopFilterChoice>,
): ShopFilterChoice {
  if (change.favorites) return { ...NO_SHOP_FILTER, favorites: true };
  return { ...filter, ...change, favorites: false };
}

/** Adds or removes one id of a repeated filter, keeping the order chosen. */
export const toggleId = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];

/** The shop route's page; a missing or unreadable one is page 1. */
export function parseProductsPage(value: string | undefined): number | undefined {
  const page = parseUrlNumber(value);
  return page !== undefined && page >= LIMITS.defaultPage ? page : undefined;
}

/** The filter part of `list/filters` and `list/products`. */
export function shopFilterRequest(filter: ShopFilterChoice) {
  return {
    ...(filter.categories.length > 0 ? { category: filter.categories } : {}),
    ...(filter.shops.length > 0 ? { shop: filter.shops } : {}),
    ...(filter.interval ? { interval: [filter.interval.min, filter.interval.max] } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
}

/** One page of products, 20 a page. */
export const productListRequest = (filter: ShopFilterChoice, page: number) => ({
  ...shopFilterRequest(filter),
  page,
  limit: PAGE_SIZES.products,
});

/** A price typed in the panel: a whole number of decoins, or nothing. */
export function parsePrice(text: string): number | null {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return null;
  const price = Number(digits);
  return Number.isSafeInteger(price) ? price : null;
}

/**
 * The interval of the panel's two prices: an empty end takes the shop's own (`range`), both empty
 * is no interval, and ends typed the wrong way round are swapped.
 */
export function priceInterval(
  min: number | null,
  max: number | null,
  range: PriceInterval,
): PriceInterval | null {
  if (min === null && max === null) return null;
  const low = min ?? range.min;
  const high = max ?? range.max;
  return { min: Math.min(low, high), max: Math.max(low, high) };
}
