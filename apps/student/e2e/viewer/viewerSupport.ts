import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { openSignedIn } from '../support/signIn';

/** Course 59 of the demo seed: one short content of each kind, then a blocked one. */
export const VIEWER_COURSE = 59;
export const CONTENTS = {
  /** A video of 34 s, finished after 27 s played. */
  video: 5901,
  scorm: 5902,
  /** A 4-page PDF. */
  pdf: 5903,
  /** An MP3 of 40 s, finished after 30 s played. */
  audio: 5904,
  /** Blocked: cannot be opened. */
  blocked: 5905,
} as const;

export const contentPath = (contentId: number) =>
  `/student/course/${VIEWER_COURSE}/content/${contentId}`;

/**
 * Signed in as the aluno and on the content. The page's clock is Playwright's: a journey runs the
 * 15-s progress timer forward instead of waiting for it.
 */
export async function openContent(
  page: Page,
  path: string,
  /** The list beside the player: an event class's is 'Conteúdos da turma'. */
  listName = 'Conteúdos do curso',
): Promise<Locator> {
  await page.clock.install();
  await openSignedIn(page, path);
  // The sign-in passes through a public page with its own heading: the viewer is there once its list is.
  await expect(page.getByRole('region', { name: listName })).toBeVisible();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return heading;
}

/** The course's contents beside the player. */
export const contentList = (page: Page) => page.getByRole('region', { name: 'Conteúdos do curso' });

/** The progress saves the page sends from now on, with their bodies. */
export function progressSaves(page: Page, contentId: number) {
  const bodies: Array<{ speedRate: number; seconds: number }> = [];
  const statuses: number[] = [];
  const isSave = (request: Request) =>
    request.method() === 'POST' && request.url().endsWith(`/contents/${contentId}/progress`);
  page.on('request', (request) => {
    if (isSave(request)) bodies.push(request.postDataJSON());
  });
  page.on('response', (response) => {
    if (isSave(response.request())) statuses.push(response.status());
  });
  return { bodies, statuses };
}

/** Runs the page's timers forward by one progress interval (15 s). */
export const nextTick = (page: Page) => page.clock.runFor(15_000);

/**
 * One interval run forward, then the save it sent and that save's answer (200): a tick while a save
 * is on its way sends nothing, so the next tick must wait for it. Returns the save's body.
 */
export async function tickAndSave(
  page: Page,
  saves: ReturnType<typeof progressSaves>,
  count: number,
) {
  await nextTick(page);
  await expect.poll(() => saves.bodies.length).toBe(count);
  await expect.poll(() => saves.statuses[count - 1]).toBe(200);
  return saves.bodies[count - 1];
}

/** One save: its rate, and the interval run forward plus the real moments the journey took. */
export function expectSave(
  body: { speedRate: number; seconds: number } | undefined,
  speedRate: number,
  seconds: number,
) {
  expect(body?.speedRate).toBe(speedRate);
  expect(body?.seconds).toBeGreaterThanOrEqual(seconds);
  expect(body?.seconds).toBeLessThan(seconds + 5);
}
