import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settledStoryPhase } from '../../../.storybook/storyPhase';
import { storyViewportSize, type StoryViewportFields } from '../../../.storybook/viewport';

/** The brand templates of spec 1 §1, as in .storybook/templates.ts. */
const TEMPLATES = ['default', 'portal', 'construction', 'circle'] as const;

type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };

const here = path.dirname(fileURLToPath(import.meta.url));
const indexPath = path.resolve(here, '../../../storybook-static/index.json');
const baselineDir = path.join(here, '__screenshots__');

if (!existsSync(indexPath)) {
  throw new Error(
    `${indexPath} is missing: run \`pnpm build-storybook\` first (pnpm test:visual does).`,
  );
}

const entries = Object.values(
  (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);

/**
 * Every story is shot in the default template; a story tagged `templates` (a component whose looks
 * change per brand) in all four. A story tagged `!visual` loses the project-wide `visual` tag
 * (.storybook/preview.tsx) and is left out (only when its pixels cannot be stable).
 */
const shots = entries
  .filter((entry) => entry.type === 'story' && entry.tags?.includes('visual'))
  .flatMap((entry) =>
    (entry.tags?.includes('templates') ? TEMPLATES : (['default'] as const)).map((template) => ({
      id: entry.id,
      template,
      file: `${entry.id}--${template}.png`,
    })),
  );

/**
 * One page per worker, reused from story to story: a fresh context per test would download and
 * parse the whole Storybook bundle every time (about a second a shot). Each navigation still
 * starts the story from scratch, and storage is wiped before any story script runs.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const {
        baseURL,
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      });
      await context.addInitScript(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      const page = await context.newPage();
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

/** Opens a story and waits until it has rendered and its play function has finished. */
async function openStory(page: Page, url: string) {
  await page.goto(url);
  const phase = await page
    .waitForFunction(settledStoryPhase, undefined, { timeout: 20_000 })
    .then((handle) => handle.jsonValue());
  expect(phase, 'the story rendered and its play function passed').toBe('finished');
}

type PreviewStore = {
  loadStory: (options: { storyId: string }) => Promise<StoryViewportFields>;
};

/**
 * The viewport a story asks for with `globals.viewport` (.storybook/viewport.ts), read from the
 * preview the page already holds, so the story renders (and plays) at that size from the start.
 */
async function requestedViewport(page: Page, storyId: string) {
  const fields = await page.evaluate(async (id) => {
    const preview = (
      window as { __STORYBOOK_PREVIEW__?: { ready: () => Promise<void>; storyStore: PreviewStore } }
    ).__STORYBOOK_PREVIEW__!;
    await preview.ready();
    const story = await preview.storyStore.loadStory({ storyId: id });
    return {
      storyGlobals: story.storyGlobals,
      parameters: { viewport: story.parameters?.viewport },
    };
  }, storyId);
  return storyViewportSize(fields as StoryViewportFields);
}

for (const shot of shots) {
  test(`${shot.id} [${shot.template}]`, async ({ storyPage: page }, testInfo) => {
    // a11y.manual: the axe checks belong to the story tests; here they would only cost time.
    const url = `/iframe.html?id=${shot.id}&viewMode=story&globals=template:${shot.template};a11y.manual:!true`;
    const viewport = await requestedViewport(page, shot.id);
    const defaultViewport = testInfo.project.use.viewport ?? null;
    try {
      if (viewport) await page.setViewportSize(viewport);
      await openStory(page, url);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('html')).toHaveAttribute('data-template', shot.template);
      await expect(page).toHaveScreenshot(shot.file, { fullPage: true });
    } finally {
      if (viewport && defaultViewport) await page.setViewportSize(defaultViewport);
    }
  });
}

test('every baseline belongs to a story that still exists', () => {
  const expected = new Set(shots.map((shot) => shot.file));
  const stale = existsSync(baselineDir)
    ? readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file))
    : [];
  if (test.info().config.updateSnapshots !== 'none') {
    for (const file of stale) rmSync(path.join(baselineDir, file));
    return;
  }
  expect(stale, 'baselines without a story: run `pnpm test:visual:update`').toEqual([]);
});
