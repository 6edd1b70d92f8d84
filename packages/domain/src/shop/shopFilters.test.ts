import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeShopFilterCount,
  changeShopFilter,
  hasShopFilter,
  NO_SHOP_FILTER,
  parsePrice,
  parseProductsPage,
  priceInterval,
  productListRequest,
  readShopFilter,
  shopFilterRequest,
  toggleId,
  writeShopFilter,
  type ShopFilterChoice,
} from './shopFilters';

const chosen: ShopFilterChoice = {
  categories: [3, 1],
  shops: [2],
  interval: { min: 100, max: 800 },
  search: 'caneca',
  favorites: false,
};

describe('readShopFilter and writeShopFilter', () => {
  it('keep repeated categories and shops, the interval as min then max', () => {
    const query = new URLSearchParams(writeShopFilter(chosen)).toString();
    expect(query).toBe('category=3&category=1&shop=2&interval=100&interval=800&search=caneca');
    expect(readShopFilter(new URLSearchParams(query))).toEqual(chosen);
  });

  it('leave out what makes no sense', () => {
    const read = readShopFilter(
      new URLSearchParams(
        'category=x&category=0&category=2&category=2&shop=-1&interval=5&search=%20',
      ),
    );
    expect(read).toEqual({ ...NO_SHOP_FILTER, categories: [2] });
    expect(readShopFilter(new URLSearchParams('interval=900&interval=100')).interval).toEqual({
      min: 100,
      max: 900,
    });
    expect(readShopFilter(new URLSearchParams('interval=100&interval=x')).interval).toBeNull();
    expect(readShopFilter(new URLSearchParams('favorites=1')).favorites).toBe(true);
    expect(readShopFilter(new URLSearchParams('favorites=true')).favorites).toBe(false);
  });

  it('write nothing for no filter', () => {
    expect(writeShopFilter(NO_SHOP_FILTER)).toEqual([]);
  });

  it('reads back whatever it writes', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 5 });
    fc.assert(
      fc.property(
        ids,
        ids,
        fc.option(fc.record({ min: fc.nat({ max: 5000 }), max: fc.nat({ max: 5000 }) })),
        fc.boolean(),
        (categories, shops, bounds, favorites) => {
          const interval = bounds && {
            min: Math.min(bounds.min, bounds.max),
            max: Math.max(bounds.min, bounds.max),
          };
          const filter = { categories, shops, interval, search: 'livro', favorites };
          expect(readShopFilter(new URLSearchParams(writeShopFilter(filter)))).toEqual(filter);
        },
      ),
    );
  });
});

describe('changeShopFilter', () => {
  it('the favourites filter stands alone', () => {
    expect(changeShopFilter(chosen, { favorites: true })).toEqual({
      ...NO_SHOP_FILTER,
      favorites: true,
    });
    const favorites = { ...NO_SHOP_FILTER, favorites: true };
    expect(changeShopFilter(favorites, { categories: [4] })).toEqual({
      ...NO_SHOP_FILTER,
      categories: [4],
    });
    expect(changeShopFilter(chosen, { search: '' })).toEqual({ ...chosen, search: '' });
  });

  it('hasShopFilter tells whether anything is chosen', () => {
    expect(hasShopFilter(NO_SHOP_FILTER)).toBe(false);
    expect(hasShopFilter(chosen)).toBe(true);
    expect(hasShopFilter({ ...NO_SHOP_FILTER, favorites: true })).toBe(true);
  });

  it('toggleId adds at the end or removes', () => {
    expect(toggleId([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1], 3)).toEqual([1]);
  });
});

describe('requests', () => {
  it('send only the filters chosen, 20 products a page (spec 2 §9)', () => {
    expect(shopFilterRequest(NO_SHOP_FILTER)).toEqual({});
    expect(productListRequest(chosen, 2)).toEqual({
      category: [3, 1],
      shop: [2],
      interval: [100, 800],
      search: 'caneca',
      page: 2,
      limit: 20,
    });
  });
});

describe('parseProductsPage', () => {
  it('a page from 1, else none (spec 2 §2: the route then goes to page 1)', () => {
    expect(parseProductsPage('2')).toBe(2);
    expect(parseProductsPage(undefined)).toBeUndefined();
    expect(parseProductsPage('0')).toBeUndefined();
    expect(parseProductsPage('abc')).toBeUndefined();
  });
});

describe('the panel prices', () => {
  it('parsePrice takes whole decoins only', () => {
    expect(parsePrice(' 250 ')).toBe(250);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('2,5')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
    // More digits than a number holds exactly: no price rather than a rounded one.
    expect(parsePrice('99999999999999999999')).toBeNull();
  });

  it('priceInterval fills an empty end with the shop range and swaps reversed ends', () => {
    const range = { min: 150, max: 2500 };
    expect(priceInterval(null, null, range)).toBeNull();
    expect(priceInterval(300, null, range)).toEqual({ min: 300, max: 2500 });
    expect(priceInterval(null, 900, range)).toEqual({ min: 150, max: 900 });
    expect(priceInterval(900, 300, range)).toEqual({ min: 300, max: 900 });
  });
});

describe('activeShopFilterCount (the count on the narrow screens’ Filtros button)', () => {
  it('counts each category and shop, the interval, the search and the favourites', () => {
    expect(activeShopFilterCount(NO_SHOP_FILTER)).toBe(0);
    expect(activeShopFilterCount(chosen)).toBe(5);
    expect(activeShopFilterCount({ ...NO_SHOP_FILTER, favorites: true })).toBe(1);
  });

  it('is zero exactly when no filter is chosen', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        ids,
        ids,
        fc.boolean(),
        fc.string(),
        fc.boolean(),
        (categories, shops, priced, search, favorites) => {
          const filter: ShopFilterChoice = {
            categories,
            shops,
            interval: priced ? { min: 1, max: 2 } : null,
            search,
            favorites,
          };
          expect(activeShopFilterCount(filter) === 0).toBe(!hasShopFilter(filter));
        },
      ),
      { seed: 29 },
    );
  });
});
