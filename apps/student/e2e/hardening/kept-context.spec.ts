import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { openSignedIn } from '../support/signIn';

// The journeys share a browser context from one to the next (support/test.ts): the second journey
// here finds nothing of the first, as on a browser that never saw the portal.
test.describe.configure({ mode: 'serial' });

let contextOfTheFirst: BrowserContext | undefined;

test('a journey leaves storage, cookies, a database, a cache and the service worker behind', async ({
  page,
  context,
}) => {
  contextOfTheFirst = context;
  await openSignedIn(page, '/student/dashboard');
  await page.evaluate(async () => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
    document.cookie = 'left-behind=1; Path=/';
    await new Promise((opened) => {
      const request = indexedDB.open('left-behind', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('rows');
      request.onsuccess = opened;
    });
    await (await caches.open('left-behind')).put('/left-behind', new Response('1'));
  });
  const workers = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistrations()).length,
  );
  expect(workers, "the demo's service worker").toBe(1);
});

test('the next journey in the same context finds none of it, its first page uncontrolled', async ({
  page,
  context,
}) => {
  if (process.env.E2E_FRESH_CONTEXTS !== '1') expect(context).toBe(contextOfTheFirst);
  expect(context.pages()).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
  // A file of the origin, not the app: the app would register its worker again at once.
  await page.goto('/student/media/sobre-poster.jpg');
  const left = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map(({ name }) => name),
    caches: await caches.keys(),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
  expect(left).toEqual({
    local: [],
    session: [],
    cookie: '',
    databases: [],
    caches: [],
    workers: 0,
  });
  await page.goto('/student/terms');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
