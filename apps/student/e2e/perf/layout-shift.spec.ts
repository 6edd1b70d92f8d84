import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { openAs } from '../support/signIn';
import { addressOf, PAGE_NAMES, PAGES, type PageName } from '../../perf/pages.mjs';

// The shifts happen while files arrive: every journey loads them as a first visit does.
test.use({ freshContext: true });

/** The pages' cumulative layout shift stays within 0.02 (Lighthouse's "good" is 0.1). */
const LAYOUT_SHIFT_BUDGET = 0.02;

/** A phone and a wide desktop screen. */
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

type RecordedShift = { value: number; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: RecordedShift[];
  }
}

/**
 * Runs in the page before any of its scripts: every layout shift not caused by the learner's own
 * input (a click, a key) is recorded, with what moved, from the first paint on.
 */
function recordLayoutShifts() {
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
  const describe = ({ node, previousRect: from, currentRect: to }: Source) => {
    const element = node instanceof Element ? node : node?.parentElement;
    const slot = element?.closest('[data-slot]')?.getAttribute('data-slot') ?? '';
    const text = (element?.textContent ?? '').trim().slice(0, 40);
    return `${element?.tagName.toLowerCase() ?? '?'} in ${slot || 'page'} "${text}": y ${from.y}→${to.y}, h ${from.height}→${to.height}`;
  };
  const shifts: RecordedShift[] = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (!entry.hadRecentInput)
        shifts.push({ value: entry.value, sources: entry.sources.map(describe) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Waits until the page has its data and its web font: nothing is busy any more except what waits
 * for the learner to scroll near it, the carousels have measured their slides, the font is in.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-busy="true"], [data-pending], [data-state="starting"]')]
      .filter((element) => element.getAttribute('data-pending') !== 'view')
      .every((element) => element.closest('[data-pending="view"]')),
  );
  await page.evaluate(() => document.fonts.ready);
  // Two frames: the last layout has happened and its shifts have been reported.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Reads down the page a screen at a time, as a learner does, waiting at each step until what is
 * on screen has rendered: a section that loads when scrolled near must arrive at its final size.
 */
async function scrollThrough(page: Page) {
  for (;;) {
    const more = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.75));
      return window.scrollY > before;
    });
    if (!more) return;
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-pending]')].every((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom < 0 || box.top > window.innerHeight;
      }),
    );
    await settled(page);
  }
}

/** The page's heading, named as the catalogue says: the page shows its data. */
const headingOf = (page: Page, name: PageName) =>
  page.getByRole('heading', { ...PAGES[name].heading, exact: true });

/**
 * Every other page of the catalogue (the landing and the dashboard have their own journeys below),
 * each loaded afresh by the signed-in aluno and read down to its end.
 */
const CATALOGUE_JOURNEYS = PAGE_NAMES.filter((name) => name !== 'landing' && name !== 'dashboard');

async function expectLittleLayoutShift(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const moved = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join('; ')}`);
  expect(total, `layout shifts:\n${moved.join('\n')}`).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('the landing moves nothing while its data, font and deferred sections arrive', async ({
      page,
    }) => {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(addressOf('landing'));
      await expect(headingOf(page, 'landing')).toBeVisible();
      await settled(page);
      await scrollThrough(page);
      await expect(
        page
          .getByRole('region', { name: 'Perguntas frequentes' })
          .getByRole('searchbox', { name: 'Qual sua dúvida?' }),
      ).toBeVisible();
      await expectLittleLayoutShift(page);
    });

    test('the dashboard moves nothing while its sections load', async ({ page }) => {
      const address = addressOf('dashboard');
      await openAs(page, address);
      await expect(page).toHaveURL(exactly(address));
      // A fresh load of the signed-in dashboard, recorded from its first paint.
      await page.addInitScript(recordLayoutShifts);
      await page.goto(address);
      await expect(page).toHaveURL(exactly(address));
      await expect(headingOf(page, 'dashboard')).toBeVisible();
      await settled(page);
      await expectLittleLayoutShift(page);
    });

    for (const name of CATALOGUE_JOURNEYS) {
      test(`the ${name} page moves nothing while its data and files arrive`, async ({ page }) => {
        const address = addressOf(name);
        if (PAGES[name].signedIn) {
          await openAs(page, address);
          await expect(page).toHaveURL(exactly(address));
        }
        // A fresh load of the page, recorded from its first paint.
        await page.addInitScript(recordLayoutShifts);
        await page.goto(address);
        await expect(page).toHaveURL(exactly(address));
        await expect(headingOf(page, name)).toBeVisible();
        await settled(page);
        await scrollThrough(page);
        await expectLittleLayoutShift(page);
      });
    }
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: SCREENS[0] });

  test('an open FAQ answer keeps its place while the sanitiser is still on its way', async ({
    page,
  }) => {
    // The sanitiser held back until the FAQ stands on screen: the race a slow network loses.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    // The context, not the page: the demo's service worker fetches the page's scripts.
    await page.context().route(/\/assets\/sanitizeHtml-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(recordLayoutShifts);
    await page.goto('/student/home');
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    // Near the screen, the FAQ draws its list (spec 1 §5), the first answer open.
    await faq.scrollIntoViewIfNeeded();
    await expect(faq.getByRole('searchbox', { name: 'Qual sua dúvida?' })).toBeVisible();
    const firstQuestion = faq.getByRole('button', { name: 'Quem pode acessar o portal?' });
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    const answer = faq.getByRole('region', { name: 'Quem pode acessar o portal?' });
    await expect(answer.locator('[data-slot="rich-text"][aria-busy="true"]')).toHaveCount(1);
    await page.evaluate(() => (window.__layoutShifts ?? []).splice(0));

    release();
    await expect(answer.locator('strong', { hasText: 'CPF ou e-mail' })).toBeVisible();
    await settled(page);
    await expectLittleLayoutShift(page);
  });
});
