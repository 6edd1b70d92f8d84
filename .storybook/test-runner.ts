import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { BrowserContext, Page } from 'playwright';
import { settledStoryPhase } from './storyPhase';
import { TEMPLATES } from './templates';
import { storyViewportSize, type ViewportSize } from './viewport';

// The page is reused from story to story: each story gets its own viewport or the page's first one.
const firstViewport = new WeakMap<Page, ViewportSize | null>();

const AXE_OPTIONS = {
  detailedReport: true,
  detailedReportOptions: { html: true },
  axeOptions: {
    runOnly: {
      type: 'tag' as const,
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    },
  },
};

// A second page per browser context for the other templates: the runner's own page stays set up.
const templatePages = new WeakMap<BrowserContext, Page>();

/**
 * A story tagged `templates` changes per brand (colours, texts, rules), so a pass in the default
 * brand says nothing of the others' contrast or markup: it is opened again in each other template
 * — its play function runs again there — and axe checks each. It opens the same URL the visual
 * test shoots, in a page of its own, at the story's viewport.
 */
async function checkOtherTemplates(page: Page, storyId: string) {
  const context = page.context();
  let checker = templatePages.get(context);
  if (!checker || checker.isClosed()) {
    checker = await context.newPage();
    templatePages.set(context, checker);
  }
  // In front while it plays: a page in the background gets no animation frames.
  await checker.bringToFront();
  const size = page.viewportSize();
  if (size) await checker.setViewportSize(size);
  const origin = new URL(page.url()).origin;
  for (const { value: template } of TEMPLATES.filter(({ value }) => value !== 'default')) {
    // Each brand starts from a clean slate, not from what an earlier run stored (an open FAQ item).
    await checker.goto(`${origin}/iframe.html`);
    await checker.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    // a11y.manual: the addon's own run would only repeat the check below.
    await checker.goto(
      `${origin}/iframe.html?id=${storyId}&viewMode=story&globals=template:${template};a11y.manual:!true`,
    );
    const phase = await checker
      .waitForFunction(settledStoryPhase, undefined, { timeout: 20_000 })
      .then((handle) => handle.jsonValue());
    if (phase !== 'finished') {
      throw new Error(`${storyId} did not render or its play function failed in ${template}.`);
    }
    await injectAxe(checker);
    await checkA11y(checker, 'body', AXE_OPTIONS);
  }
  // Nothing of the story (a timer, a video, a write to storage) runs on beside the next story,
  // and the runner's page is the visible one again: a page in the background gets no animation
  // frames, so a story that fades in (the onboarding's steps) would never become visible.
  await checker.goto('about:blank');
  await page.bringToFront();
}

/**
 * Every story runs in headless Chromium, at the viewport its `globals.viewport` names (viewport.ts):
 * its play function, then axe over the whole page (modals
 * render in portals outside #storybook-root) against WCAG 2.2 A and AA. A violation fails the story,
 * as in Polaris. Best-practice rules such as 'region' are left out: a component shown on its own is
 * rightly outside any landmark. Stories tagged `templates` are played and checked in all four.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await injectAxe(page);
    if (!firstViewport.has(page)) firstViewport.set(page, page.viewportSize());
    const size = storyViewportSize(await getStoryContext(page, context)) ?? firstViewport.get(page);
    if (size) await page.setViewportSize(size);
  },
  async postVisit(page, context) {
    await checkA11y(page, 'body', AXE_OPTIONS);
    if (context.hasFailure) return;
    const { tags } = await getStoryContext(page, context);
    if (tags.includes('templates')) await checkOtherTemplates(page, context.id);
  },
};

export default config;
