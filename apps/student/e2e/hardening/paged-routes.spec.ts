import { expect, test, type Page } from '../support/test';
import { exactly } from '../support/access';
import { goTo } from '../support/bag';
import { demoGet } from '../support/demo';
import { openSignedIn } from '../support/signIn';

test.use({ viewport: { width: 1440, height: 900 } });

type Paged = { pages: number };

const pagesOf = async (page: Page, path: string) =>
  (await demoGet<{ data: Paged }>(page, path)).data.pages;

/** Where each paged route lands when opened at page 99: its last page, or page 1 when empty. */
const PAGED_ROUTES: { name: string; past: string; landing: (page: Page) => Promise<string> }[] = [
  {
    name: 'shop',
    past: '/student/shop/page/99',
    landing: async (page) =>
      `/student/shop/page/${Math.max(1, await pagesOf(page, '/api/decola/list/products?page=1&limit=20'))}`,
  },
  {
    name: 'favourites',
    past: '/student/favorites?page=99',
    landing: async (page) =>
      `/student/favorites?page=${Math.max(1, await pagesOf(page, '/api/decola/list/favorite?page=1&limit=30'))}`,
  },
  {
    name: 'statement',
    past: '/student/profile/statement?page=99',
    landing: async (page) =>
      `/student/profile/statement?page=${Math.max(1, await pagesOf(page, '/api/decola/list/statement/user?page=1'))}`,
  },
  {
    name: 'orders',
    past: '/student/profile/history-order?page=99',
    landing: async (page) => {
      const { data } = await demoGet<{ data: unknown[] }>(page, '/api/decola/orders');
      return `/student/profile/history-order?page=${Math.max(1, Math.ceil(data.length / 20))}`;
    },
  },
  {
    name: 'interest',
    past: '/student/interest/1?page=99',
    landing: async (page) =>
      `/student/interest/1?page=${Math.max(1, await pagesOf(page, '/api/decola/interest/1/courses?page=1&limit=20'))}`,
  },
  {
    name: 'search',
    past: '/student/search?page=99&limit=20&search=a',
    landing: async (page) =>
      `/student/search?page=${Math.max(1, await pagesOf(page, '/api/decola/course/globalSearch?page=1&limit=20&search=a'))}&limit=20&search=a`,
  },
];

test('every paged route opened past its last page settles on its last page, asking the guard once or twice (issue 29)', async ({
  page,
}) => {
  // shop/page/99 asked for the configuration and the learner about 15 times a second, forever.
  const guardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/me/list/personalInformation'))
      guardCalls.push(request.url());
  });
  // spec 2 §2: the shop's missing page is page 1, typed with or without its `page` segment.
  await openSignedIn(page, '/student/shop/page/1');
  await goTo(page, '/student/shop?category=1');
  await expect(page).toHaveURL(exactly('/student/shop/page/1?category=1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();

  for (const route of PAGED_ROUTES) {
    const landing = await route.landing(page);
    const before = guardCalls.length;
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route.past);
    await expect(page, route.name).toHaveURL(exactly(landing));
    // Settled: no loading overlay, the page highlighted is the one shown.
    await expect(page.getByRole('main'), route.name).not.toHaveAttribute('aria-busy', 'true');
    const shown =
      new URL(landing, 'http://portal').searchParams.get('page') ?? landing.split('/').at(-1)!;
    // A single page shows no pagination; any other marks the page shown as the current one.
    if (shown !== '1')
      await expect(
        page.locator('[data-slot="pagination"] [aria-current="page"]').first(),
        route.name,
      ).toHaveText(shown);
    expect(guardCalls.length - before, route.name).toBeLessThanOrEqual(2);
  }
});
