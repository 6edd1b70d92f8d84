import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';
import { storyViewportSize, type ViewportSize } from './viewport';

// The page is reused from story to story: each story gets its own viewport or the page's first one.
const firstViewport = new WeakMap<Page, ViewportSize | null>();

/**
 * Every story runs in headless Chromium, at the viewport its `globals.viewport` names (viewport.ts):
 * its play function, then axe over the whole page (modals
 * render in portals outside #storybook-root) against WCAG 2.2 A and AA. A violation fails the story,
 * as in Polaris. Best-practice rules such as 'region' are left out: a component shown on its own is
 * rightly outside any landmark.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await injectAxe(page);
    if (!firstViewport.has(page)) firstViewport.set(page, page.viewportSize());
    const size = storyViewportSize(await getStoryContext(page, context)) ?? firstViewport.get(page);
    if (size) await page.setViewportSize(size);
  },
  async postVisit(page) {
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    });
  },
};

export default config;
