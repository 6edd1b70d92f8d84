/** Self-contained: Playwright's `waitForFunction` sends its source to the page. */
export const settledStoryPhase = (): string | false => {
  const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
    .__STORYBOOK_PREVIEW__;
  const current = preview?.currentRender?.phase;
  return current === 'finished' || current === 'errored' || current === 'aborted' ? current : false;
};
