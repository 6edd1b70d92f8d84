/**
 * Run in the preview page (Playwright's `waitForFunction`): the current story's render phase once it
 * has settled — 'finished' when it rendered and its play function passed, 'errored' or 'aborted'
 * otherwise — and false while it is still on its way. The story tests (packages/ui/visual) open
 * stories by URL and wait on it. Self-contained: Playwright
 * sends its source to the page.
 */
export const settledStoryPhase = (): string | false => {
  const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
    .__STORYBOOK_PREVIEW__;
  const current = preview?.currentRender?.phase;
  return current === 'finished' || current === 'errored' || current === 'aborted' ? current : false;
};
