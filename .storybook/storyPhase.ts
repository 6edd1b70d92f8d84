/**
 * The story's outcome once its render has settled: 'finished', or 'errored: …' with why.
 *
 * Self-contained, with no inner named function (a transpiler's name helper would not exist in the
 * page): Playwright's `waitForFunction` sends its source to the page. The render's phase alone
 * cannot tell: Storybook's default `throwPlayFunctionExceptions: false` lets a play function that
 * threw go on to the 'finished' phase. What happened is on the preview's channel, which keeps the
 * last arguments of every event it emitted (each visit is a fresh page, so only this story's).
 */
export const settledStoryPhase = (): string | false => {
  const scope = window as {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
    __STORYBOOK_ADDONS_CHANNEL__?: { last: (event: string) => unknown[] | undefined };
  };
  const phase = scope.__STORYBOOK_PREVIEW__?.currentRender?.phase;
  if (phase !== 'finished' && phase !== 'errored' && phase !== 'aborted') return false;
  const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
  const failures: [string, unknown][] = [
    ['the play function threw', channel?.last('playFunctionThrewException')?.[0]],
    ['the render threw', channel?.last('storyThrewException')?.[0]],
    ['the story errored', channel?.last('storyErrored')?.[0]],
    ['unhandled errors while playing', channel?.last('unhandledErrorsWhilePlaying')?.[0]],
  ];
  for (const [what, errors] of failures) {
    const list = (Array.isArray(errors) ? errors : [errors]).filter(Boolean) as {
      message?: string;
      stack?: string;
    }[];
    if (list.length === 0) continue;
    const detail = list.map((error) => [error.message, error.stack].filter(Boolean).join('\n'));
    return [`errored: ${what}`, ...detail].join('\n');
  }
  const finished = channel?.last('storyFinished')?.[0] as { status?: string } | undefined;
  if (finished?.status === 'error') return 'errored: the story finished with an error';
  return phase;
};
