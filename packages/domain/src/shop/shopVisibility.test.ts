import { describe, expect, it } from 'vitest';
import type { RouteName } from '../routes/routeNames';
import { belongsToCompany, canSeeDecoinsBalance, canSeeShop, isShopRoute } from './shopVisibility';

const employee = { companies: [{ id: 3 }] };

describe('belongsToCompany', () => {
  it('needs a company with id above 0', () => {
    expect(belongsToCompany(employee)).toBe(true);
    expect(belongsToCompany({ companies: [{ id: 0 }, { id: 1 }] })).toBe(true);
    expect(belongsToCompany({ companies: [{ id: 0 }] })).toBe(false);
    expect(belongsToCompany({ companies: [] })).toBe(false);
    expect(belongsToCompany({ companies: null })).toBe(false);
    expect(belongsToCompany(null)).toBe(false);
  });
});

describe('canSeeShop', () => {
  it('shows shop, statement and orders on default and portal to company members', () => {
    expect(canSeeShop(employee, 'default')).toBe(true);
    expect(canSeeShop(employee, 'portal')).toBe(true);
    expect(canSeeShop(employee, 'construction')).toBe(false);
    expect(canSeeShop(employee, 'circle')).toBe(false);
    expect(canSeeShop({ companies: [] }, 'default')).toBe(false);
    expect(canSeeShop(undefined, 'default')).toBe(false);
  });
});

describe('canSeeDecoinsBalance', () => {
  it('shows the balance only on the default template, to company members', () => {
    expect(canSeeDecoinsBalance(employee, 'default')).toBe(true);
    expect(canSeeDecoinsBalance(employee, 'portal')).toBe(false);
    expect(canSeeDecoinsBalance({ companies: [{ id: -1 }] }, 'default')).toBe(false);
  });
});

describe('isShopRoute', () => {
  it('names the shop, product, bag, statement and the order history of the profile', () => {
    expect(
      ['shop', 'product_detail', 'bag', 'statement'].every((name) =>
        isShopRoute(name as RouteName),
      ),
    ).toBe(true);
    expect(isShopRoute('profile', { option: 'history-order' })).toBe(true);
    expect(isShopRoute('profile', { option: 'favorite' })).toBe(false);
    expect(isShopRoute('profile')).toBe(false);
    expect(isShopRoute('dashboard')).toBe(false);
    expect(isShopRoute('favorite')).toBe(false);
  });
});
