import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATES } from '../../../.storybook/templates';
import { expectNoAxeViolations, expectShot, installStoryVisits, playStory } from './storyVisit';

type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const indexPath = path.resolve(here, '../../../storybook-static/index.json');
const baselineDir = path.join(here, '__screenshots__');

if (!existsSync(indexPath)) {
  throw new Error(
    `${indexPath} is missing: run \`pnpm build-storybook\` first (pnpm test:stories does).`,
  );
}

const entries = Object.values(
  (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && entry.tags?.includes('test'));

/**
 * One visit per story and template: the story renders, its play function passes, axe finds no
 * WCAG 2.2 A/AA violation, and its pixels match the baseline. A story tagged `templates` (its looks
 * or rules change per brand) is visited in all four templates, any other in the default one. A
 * story tagged `!visual` loses the project-wide `visual` tag (.storybook/preview.tsx): it is played
 * and checked, not shot (only when its pixels cannot be stable, as a playing video).
 */
// Template by template: a worker then never meets the same story twice in a row, which would be a
// fresh load of the whole Storybook (playStory) instead of a story shown in place.
const visits = TEMPLATES.flatMap(({ value: template }) =>
  entries
    .filter((entry) => template === 'default' || entry.tags?.includes('templates'))
    .map((entry) => ({
      id: entry.id,
      template,
      shot: entry.tags?.includes('visual') ? `${entry.id}--${template}.png` : null,
    })),
);

/** What the page of each worker threw since its visit began. */
const pageErrorsOf = new WeakMap<Page, string[]>();

/**
 * One page per worker, reused from story to story: a fresh context per visit would download and
 * parse the whole Storybook bundle every time. Storage is wiped before any story script runs, and
 * every document gets the page's half of a visit (storyVisit.ts).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, colorScheme } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
      });
      await context.addInitScript(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await installStoryVisits(context);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      pageErrorsOf.set(page, pageErrors);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // Warm the font cache before the first shot: on a cold cache the web font can arrive after a
      // native <select> has laid out its text, and Chromium does not redraw it, so the worker's
      // first story would differ from its baseline by a few glyphs.
      await page.goto('/iframe.html?viewMode=story');
      await page.evaluate(async () => {
        await Promise.all([...document.fonts].map((face) => face.load()));
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The motion preference the page emulates now: set again only when a visit wants the other. */
const motionOf = new WeakMap<Page, 'reduce' | 'no-preference'>();

for (const visit of visits) {
  test(`${visit.id} [${visit.template}]`, async ({ storyPage: page }, testInfo) => {
    // Shots are taken with reduced motion, so no animation is caught half-way; a story that is not
    // shot plays with motion, as a learner without that preference sees it.
    const reducedMotion = visit.shot ? 'reduce' : 'no-preference';
    if (motionOf.get(page) !== reducedMotion) {
      await page.emulateMedia({ reducedMotion });
      motionOf.set(page, reducedMotion);
    }
    const pageErrors = pageErrorsOf.get(page)!;
    pageErrors.length = 0;
    let viewport: Awaited<ReturnType<typeof playStory>> = null;
    try {
      viewport = await playStory(page, visit, pageErrors);
      // The shot before axe, which may scroll while it checks contrast.
      if (visit.shot) await expectShot(page, visit.shot, baselineDir, testInfo);
      await expectNoAxeViolations(page);
    } finally {
      const defaultViewport = testInfo.project.use.viewport;
      if (viewport && defaultViewport) await page.setViewportSize(defaultViewport);
    }
  });
}

test('every baseline belongs to a story that still exists', () => {
  const expected = new Set(visits.flatMap((visit) => (visit.shot ? [visit.shot] : [])));
  const stale = existsSync(baselineDir)
    ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file))
    : [];
  // Playwright's default mode is 'missing': only an asked-for rewrite removes stale baselines.
  const { updateSnapshots } = test.info().config;
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    for (const file of stale) rmSync(path.join(baselineDir, file));
    return;
  }
  expect(stale, 'baselines without a story: run `pnpm test:stories:update`').toEqual([]);
});
