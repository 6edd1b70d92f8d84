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

/**
 * The route guard's calls (it asks for the learner each time it runs) and the moment of the page's
 * last request of any kind.
 */
function watchRequests(page: Page) {
  const watched = { guardCalls: 0, lastRequestAt: Date.now() };
  page.on('request', (request) => {
    watched.lastRequestAt = Date.now();
    if (request.url().includes('/api/user/me/list/personalInformation')) watched.guardCalls += 1;
  });
  return watched;
}

/** Moves inside the app as a link does; the address may change again at once (a redirect). */
const follow = (page: Page, path: string) =>
  page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** How long the page must send nothing for its navigation to count as settled. */
const QUIET_MS = 1_000;
/**
 * A typed address starts the whole app again: the guard asks for the learner on the address and on
 * the redirect, and a third ask was seen on a loaded CI machine — at most three, where the loop
 * asked about 15 a second. That nothing more is asked once landed is `expectStaysOn`'s check.
 */
const TYPED_LOAD_GUARD_CALLS = 3;

/**
 * Landed and staying there: the page goes a whole second without a request (a redirect that
 * keeps going after landing sends the guard's call again and again, so it never goes quiet), and
 * by then neither the address nor the number of guard calls has moved since landing.
 */
async function expectStaysOn(
  page: Page,
  watched: ReturnType<typeof watchRequests>,
  landing: string,
  name: string,
) {
  await expect(page, name).toHaveURL(exactly(landing));
  const guardCallsOnLanding = watched.guardCalls;
  await expect
    .poll(() => Date.now() - watched.lastRequestAt, {
      message: `${name}: the network goes quiet`,
      intervals: [100],
    })
    .toBeGreaterThanOrEqual(QUIET_MS);
  expect(page.url(), name).toMatch(exactly(landing));
  expect(watched.guardCalls, `${name}: guard calls after landing`).toBe(guardCallsOnLanding);
}

test('every paged route opened past its last page settles on its last page, asking the guard once or twice', async ({
  page,
}) => {
  // shop/page/99 asked for the configuration and the learner about 15 times a second, forever.
  const watched = watchRequests(page);
  // spec 2 §2: the shop's missing page is page 1, typed with or without its `page` segment.
  await openSignedIn(page, '/student/shop/page/1');
  await goTo(page, '/student/shop?category=1');
  await expect(page).toHaveURL(exactly('/student/shop/page/1?category=1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();

  for (const route of PAGED_ROUTES) {
    const landing = await route.landing(page);
    const before = watched.guardCalls;
    await follow(page, route.past);
    await expect(page, route.name).toHaveURL(exactly(landing));
    const onLanding = watched.guardCalls;
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
    expect(onLanding - before, route.name).toBeLessThanOrEqual(2);
    await expectStaysOn(page, watched, landing, route.name);
  }
});

test('a paged route typed into the address bar past its end lands on its last page and stays; an empty list lands on page 1', async ({
  page,
}) => {
  const watched = watchRequests(page);
  await openSignedIn(page, '/student/dashboard');
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');

  // Typed, the address loads the whole app again, the route guard included.
  const lastShopPage = `/student/shop/page/${await pagesOf(page, '/api/decola/list/products?page=1&limit=20')}`;
  expect(lastShopPage).not.toBe('/student/shop/page/1');
  let before = watched.guardCalls;
  await page.goto('/student/shop/page/99');
  await expectStaysOn(page, watched, lastShopPage, 'shop typed at page 99');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  await expect(page.locator('[data-slot="pagination"] [aria-current="page"]').first()).toHaveText(
    lastShopPage.split('/').at(-1)!,
  );
  expect(watched.guardCalls - before, 'guard calls of the typed shop').toBeLessThanOrEqual(
    TYPED_LOAD_GUARD_CALLS,
  );

  // The shop without its page is its page 1.
  before = watched.guardCalls;
  await page.goto('/student/shop');
  await expectStaysOn(page, watched, '/student/shop/page/1', 'shop typed without its page');
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  expect(watched.guardCalls - before, 'guard calls of the shop without a page').toBeLessThanOrEqual(
    TYPED_LOAD_GUARD_CALLS,
  );

  // Nothing found: no page 99, nor any other past the first.
  const nothing = 'zzqxjw';
  const { data } = await demoGet<{ data: Paged & { total: number } }>(
    page,
    `/api/decola/course/globalSearch?page=1&limit=20&search=${nothing}`,
  );
  expect(data.total).toBe(0);
  before = watched.guardCalls;
  await page.goto(`/student/search?page=99&limit=20&search=${nothing}`);
  await expectStaysOn(
    page,
    watched,
    `/student/search?page=1&limit=20&search=${nothing}`,
    'search without a match',
  );
  expect(watched.guardCalls - before, 'guard calls of the empty search').toBeLessThanOrEqual(
    TYPED_LOAD_GUARD_CALLS,
  );

  // The shop filtered to nothing, on its way there from another page.
  await follow(page, `/student/shop/page/99?search=${nothing}`);
  await expectStaysOn(
    page,
    watched,
    `/student/shop/page/1?search=${nothing}`,
    'shop filtered to nothing',
  );
});
