import { expect, test as base, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settledStoryPhase } from '../../../.storybook/storyPhase';
import { TEMPLATES } from '../../../.storybook/templates';
import { storyViewportSize, type StoryViewportFields } from '../../../.storybook/viewport';
import { AXE_URL } from './globalSetup';

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
const visits = entries.flatMap((entry) =>
  (entry.tags?.includes('templates') ? TEMPLATES.map(({ value }) => value) : ['default']).map(
    (template) => ({
      id: entry.id,
      template,
      shot: entry.tags?.includes('visual') ? `${entry.id}--${template}.png` : null,
    }),
  ),
);

/**
 * One page per worker, reused from story to story: a fresh context per visit would download and
 * parse the whole Storybook bundle every time. Storage is wiped before any story script runs.
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

type Visit = { id: string; template: string };

/** The story the worker's page showed last: the next one may replace it in place. */
const shownStory = new WeakMap<Page, string>();

/**
 * Shows a story in the page's preview without loading it again, as Storybook's own runners do:
 * storage wiped, the events of the story before forgotten, then the preview's `setCurrentStory`,
 * which tears the previous story down and renders, plays and reports this one from scratch.
 */
async function showInPlace(page: Page, { id, template }: Visit) {
  await page.evaluate(
    ({ id, template }) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.scrollTo(0, 0);
      const scope = window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { userGlobals: { update: (globals: object) => void } };
        };
        __STORYBOOK_ADDONS_CHANNEL__: {
          data: Record<string, unknown>;
          emit: (event: string, payload: object) => void;
        };
      };
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      channel.data = {};
      scope.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update({ template });
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id, template },
  );
  await page.waitForFunction(
    (id) =>
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.id === id,
    id,
  );
}

/**
 * Opens a story and waits until it has rendered and its play function has settled. The same story
 * again (another template) is a fresh load: replacing a story by itself would not play it again.
 */
async function playStory(page: Page, visit: Visit, url: string, pageErrors: string[]) {
  const previous = shownStory.get(page);
  shownStory.delete(page);
  if (previous && previous !== visit.id) await showInPlace(page, visit);
  else await page.goto(url);
  shownStory.set(page, visit.id);
  const phase = await page
    .waitForFunction(settledStoryPhase, undefined, { timeout: 20_000 })
    .then((handle) => handle.jsonValue());
  if (phase === 'finished') return;
  // Storybook's error display holds the failed expectation or the render error.
  const shown = await page
    .locator('#error-message, #error-stack')
    .allTextContents()
    .catch(() => []);
  throw new Error(
    [`The story's render or play function ${phase}.`, ...shown, ...pageErrors]
      .filter(Boolean)
      .join('\n'),
  );
}

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Axe over the whole page (modals render in portals outside #storybook-root) against WCAG 2.2 A
 * and AA; a violation fails the story, as in Polaris. Best-practice rules such as 'region' stay out:
 * a component shown on its own is rightly outside any landmark.
 */
async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_URL });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: string, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run('body', {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations fail a story: axe then describes no passing node (a third of its time).
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  const report = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n` +
      nodes
        .map(({ target, failureSummary }) => `  ${target.join(' ')}\n  ${failureSummary}`)
        .join('\n'),
  );
  expect(report, 'axe violations').toEqual([]);
}

for (const visit of visits) {
  test(`${visit.id} [${visit.template}]`, async ({ storyPage: page }, testInfo) => {
    // Shots are taken with reduced motion, so no animation is caught half-way; a story that is not
    // shot plays with motion, as a learner without that preference sees it.
    await page.emulateMedia({ reducedMotion: visit.shot ? 'reduce' : 'no-preference' });
    const pageErrors: string[] = [];
    const onPageError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onPageError);
    // a11y.manual: the addon's own run would only repeat the check below.
    const url = `/iframe.html?id=${visit.id}&viewMode=story&globals=template:${visit.template};a11y.manual:!true`;
    const viewport = await requestedViewport(page, visit.id);
    const defaultViewport = testInfo.project.use.viewport ?? null;
    try {
      if (viewport) await page.setViewportSize(viewport);
      await playStory(page, visit, url, pageErrors);
      await expect(page.locator('html')).toHaveAttribute('data-template', visit.template);
      // The shot before axe, which may scroll while it checks contrast.
      if (visit.shot) {
        await page.evaluate(() => document.fonts.ready);
        // A full-page shot of a long page (a landing, the full dashboard) is taken until two in a
        // row match, seconds each on a busy 2-core machine: past the 5 s default there, a
        // landing's shot timed out with its pixels never compared (stop 27's local run).
        await expect(page).toHaveScreenshot(visit.shot, { fullPage: true, timeout: 15_000 });
      }
      await expectNoAxeViolations(page);
    } finally {
      page.off('pageerror', onPageError);
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
