import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Every story runs in headless Chromium: its play function, then axe over the whole page (modals
 * render in portals outside #storybook-root) against WCAG 2.2 A and AA. A violation fails the story,
 * as in Polaris. Best-practice rules such as 'region' are left out: a component shown on its own is
 * rightly outside any landmark.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
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
