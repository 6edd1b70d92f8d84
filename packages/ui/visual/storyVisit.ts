import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { settledStoryPhase } from '../../../.storybook/storyPhase';
import { storyViewportSize, type StoryViewportFields } from '../../../.storybook/viewport';
import { AXE_URL } from './globalSetup';

/**
 * The page's half of a story visit, installed in every document of the worker's page (an init
 * script): each step a visit takes in the page is one call from the test, where separate calls
 * (load the story, show it, wait for its render, then its phase, the template, the fonts, axe
 * loaded?, axe) each cost a round trip and, in the test's worker, the stack and step of one more
 * Playwright call — about a third of a visit's CPU went to that worker.
 *
 * Self-contained, as `settledStoryPhase` is (.storybook/storyPhase.ts): its source is sent to the
 * page. `settled` is that function, given as an argument.
 */
function installStoryTests(settled: () => string | false, axeUrl: string) {
  type Preview = {
    ready: () => Promise<void>;
    storyStore: { loadStory: (options: { storyId: string }) => Promise<StoryViewportFields> };
    storyStoreValue: { userGlobals: { update: (globals: object) => void } };
    currentRender?: { id?: string };
  };
  type Channel = { data: Record<string, unknown>; emit: (event: string, payload: object) => void };
  const scope = window as unknown as {
    __STORYBOOK_PREVIEW__?: Preview;
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
    axe?: { run: (context: string, options: object) => Promise<{ violations: AxeResult[] }> };
    __storyTests?: object;
  };
  type AxeResult = {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string[]; failureSummary?: string }[];
  };

  const storyFields = async (id: string): Promise<StoryViewportFields> => {
    const preview = scope.__STORYBOOK_PREVIEW__!;
    await preview.ready();
    const story = await preview.storyStore.loadStory({ storyId: id });
    return {
      storyGlobals: story.storyGlobals,
      parameters: { viewport: story.parameters?.viewport },
    };
  };

  /** Every animation frame, until the render of `id` settled (or `timeoutMs` passed). */
  const settle = (id: string, timeoutMs: number, forShot: boolean) =>
    new Promise<{ phase: string; template: string | undefined }>((resolve) => {
      const gaveUp = setTimeout(
        () => resolve({ phase: 'timed out', template: undefined }),
        timeoutMs,
      );
      const check = () => {
        const phase = scope.__STORYBOOK_PREVIEW__?.currentRender?.id === id ? settled() : false;
        if (phase === false) {
          requestAnimationFrame(check);
          return;
        }
        clearTimeout(gaveUp);
        // The shot needs the web fonts drawn; the template is what the decorator set on <html>.
        void (forShot ? document.fonts.ready : Promise.resolve()).then(() =>
          resolve({ phase, template: document.documentElement.dataset.template }),
        );
      };
      check();
    });

  /**
   * Replaces the story in place, as Storybook's own runners do: storage wiped, the events of the
   * story before forgotten, then the preview's `setCurrentStory`, which tears the previous story
   * down and renders, plays and reports this one from scratch.
   */
  const show = (id: string, template: string) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.scrollTo(0, 0);
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    channel.data = {};
    scope.__STORYBOOK_PREVIEW__!.storyStoreValue.userGlobals.update({ template });
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  };

  /** Axe over the whole page against WCAG 2.2 A and AA; loaded once per document, by URL. */
  const axe = async () => {
    if (!scope.axe) {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = axeUrl;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`axe-core did not load from ${axeUrl}`));
        document.head.append(script);
      });
    }
    const result = await scope.axe!.run('body', {
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
  };

  scope.__storyTests = {
    storyFields,
    settle,
    axe,
    /** Shown in place at once when the story keeps the page's size, else only its fields. */
    async showInPlace(id: string, template: string, timeoutMs: number, forShot: boolean) {
      const fields = await storyFields(id);
      if (fields.storyGlobals?.viewport) return { fields, settled: null };
      show(id, template);
      return { fields, settled: await settle(id, timeoutMs, forShot) };
    },
    async showSized(id: string, template: string, timeoutMs: number, forShot: boolean) {
      show(id, template);
      return settle(id, timeoutMs, forShot);
    },
  };
}

type Settled = { phase: string; template: string | undefined };
type StoryTests = {
  storyFields: (id: string) => Promise<StoryViewportFields>;
  settle: (id: string, timeoutMs: number, forShot: boolean) => Promise<Settled>;
  axe: () => Promise<{ id: string; impact: string | null; help: string; nodes: Node[] }[]>;
  showInPlace: (
    id: string,
    template: string,
    timeoutMs: number,
    forShot: boolean,
  ) => Promise<{ fields: StoryViewportFields; settled: Settled | null }>;
  showSized: (
    id: string,
    template: string,
    timeoutMs: number,
    forShot: boolean,
  ) => Promise<Settled>;
};
type Node = { target: string[]; failureSummary?: string };
/** In the page (each evaluated function names it itself: nothing of this module is there). */
type WithStoryTests = { __storyTests: StoryTests };

/** Every document of the worker's context gets the page's half of a visit. */
export async function installStoryVisits(context: BrowserContext) {
  await context.addInitScript({
    content: `(${installStoryTests.toString()})(${settledStoryPhase.toString()}, ${JSON.stringify(AXE_URL)});`,
  });
}

export type Visit = { id: string; template: string; shot: string | null };

/** How long a story may take to render and play, as the wait on its render phase allowed. */
const SETTLE_MS = 20_000;

/** The story the worker's page showed last (it may be replaced in place), and the sizes read. */
const shownStory = new WeakMap<Page, string>();
const viewportOf = new Map<string, ReturnType<typeof storyViewportSize>>();

/**
 * Shows a story and waits until it rendered and its play function settled, at the viewport the
 * story asks for (`globals.viewport`, .storybook/viewport.ts) from its first render on. Another
 * story is shown in place; the same story again (another template) is a fresh load, as replacing a
 * story by itself would not play it again. Returns the viewport set, to be restored after.
 */
export async function playStory(page: Page, visit: Visit, pageErrors: string[]) {
  const { id, template } = visit;
  const forShot = visit.shot !== null;
  const previous = shownStory.get(page);
  shownStory.delete(page);
  let settled: Settled | null = null;
  let viewport = viewportOf.get(id);
  if (previous && previous !== id) {
    const shown = await page.evaluate(
      (args) => (window as unknown as WithStoryTests).__storyTests.showInPlace(...args),
      [id, template, SETTLE_MS, forShot] as const,
    );
    viewport = storyViewportSize(shown.fields);
    viewportOf.set(id, viewport);
    settled = shown.settled;
    if (!settled) {
      if (viewport) await page.setViewportSize(viewport);
      settled = await page.evaluate(
        (args) => (window as unknown as WithStoryTests).__storyTests.showSized(...args),
        [id, template, SETTLE_MS, forShot] as const,
      );
    }
  } else {
    if (viewport === undefined) {
      viewport = storyViewportSize(
        await page.evaluate(
          (story) => (window as unknown as WithStoryTests).__storyTests.storyFields(story),
          id,
        ),
      );
      viewportOf.set(id, viewport);
    }
    if (viewport) await page.setViewportSize(viewport);
    // a11y.manual: the addon's own run would only repeat the check the tests make.
    await page.goto(
      `/iframe.html?id=${id}&viewMode=story&globals=template:${template};a11y.manual:!true`,
    );
    settled = await page.evaluate(
      (args) => (window as unknown as WithStoryTests).__storyTests.settle(...args),
      [id, SETTLE_MS, forShot] as const,
    );
  }
  shownStory.set(page, id);
  if (settled.phase === 'finished') {
    expect(settled.template, 'the template on <html>').toBe(template);
    return viewport;
  }
  // Storybook's error display holds the failed expectation or the render error.
  const shownErrors = await page
    .locator('#error-message, #error-stack')
    .allTextContents()
    .catch(() => []);
  throw new Error(
    [`The story's render or play function ${settled.phase}.`, ...shownErrors, ...pageErrors]
      .filter(Boolean)
      .join('\n'),
  );
}

/**
 * The story's pixels against its baseline. A shot whose PNG bytes are the baseline's has its
 * pixels (renders are byte-identical run after run here), so it passes without Playwright decoding
 * both images and comparing them pixel by pixel in the test's worker; any other shot, a missing
 * baseline or an asked-for rewrite goes to `toHaveScreenshot`, which shoots again and compares with
 * the configured tolerance, and reports expected, actual and diff.
 */
export async function expectShot(page: Page, name: string, baselineDir: string, info: TestInfo) {
  // A full-page shot of a long page (a landing, the full dashboard) takes seconds on a busy 2-core
  // machine: past the 5 s default there, a landing's shot timed out (stop 27's local run).
  const options = { fullPage: true, timeout: 15_000 } as const;
  const baseline = path.join(baselineDir, name);
  if (info.config.updateSnapshots === 'none' && existsSync(baseline)) {
    const shot = await page.screenshot({ ...options, animations: 'disabled', caret: 'hide' });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, options);
}

/**
 * Axe over the whole page (modals render in portals outside #storybook-root) against WCAG 2.2 A
 * and AA; a violation fails the story, as in Polaris. Best-practice rules such as 'region' stay out:
 * a component shown on its own is rightly outside any landmark.
 */
export async function expectNoAxeViolations(page: Page) {
  const violations = await page.evaluate(() =>
    (window as unknown as WithStoryTests).__storyTests.axe(),
  );
  const report = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}\n` +
      nodes
        .map(({ target, failureSummary }) => `  ${target.join(' ')}\n  ${failureSummary}`)
        .join('\n'),
  );
  expect(report, 'axe violations').toEqual([]);
}
