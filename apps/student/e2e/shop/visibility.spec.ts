import { expect, test } from '../support/test';
import { exactly, expectSignedIn } from '../support/access';
import { openAs } from '../support/signIn';

// spec 2 §6: the shop, product, bag, statement and order history exist only for a learner with a
// company on the default and portal templates; anyone else lands on the dashboard, no call made.
const SHOP_PATHS = [
  '/student/shop/page/1',
  // The shop without its page goes to page 1 — for whom the shop exists.
  '/student/shop',
  '/student/product/1',
  '/student/bag',
  '/student/profile/statement',
  '/student/profile/history-order',
];

const SHOP_CALLS =
  /\/api\/decola\/(list\/(filters|products|statement|user\/favorite)|get\/product|orders?\b)/;

test('semempresa@ is taken to the dashboard from every shop address, and no shop call is made', async ({
  page,
}) => {
  const shopCalls: string[] = [];
  page.on('request', (request) => {
    if (SHOP_CALLS.test(request.url())) shopCalls.push(request.url());
  });
  await openAs(page, SHOP_PATHS[0]!, 'semempresa@decola.dev');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  await expectSignedIn(page, 'Patrícia');
  // The bag's entry shows only where the shop is.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sacola/ })).toHaveCount(0);
  for (const path of SHOP_PATHS.slice(1)) {
    await page.goto(path);
    await expect(page, path).toHaveURL(exactly('/student/dashboard'));
  }
  expect(shopCalls).toEqual([]);
});

test('on a template without a shop, a learner with a company is taken to the dashboard too', async ({
  page,
}) => {
  await openAs(page, '/student/dashboard');
  await expectSignedIn(page, 'Carol');
  await page.goto('/student/shop/page/1?template=construction');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
});
