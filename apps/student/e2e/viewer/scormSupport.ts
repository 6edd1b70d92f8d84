import { expect, type FrameLocator, type Page, type Response } from '@playwright/test';
import { contentList, contentPath, openContent } from './viewerSupport';

/** Course 59's SCORM packages as companies have them (apps/student/public/demo/README.md). */
export const PACKAGES = {
  /** SCORM 2004 3rd edition, its launch page in a subfolder. */
  scorm2004: 5906,
  /** SCORM 1.2, three SCOs. */
  threeScos: 5907,
  /** A manifest that is not XML. */
  broken: 5908,
} as const;

type Pair = { key: string; value: string };

/** The SCORM 2004 package's title, which names its frame and its line in the list. */
export const SCORM_2004_TITLE = 'Indicadores de segurança no painel';

/**
 * Signed in and on the SCORM 2004 package, its first page shown: its frame, and its commits
 * recorded from before it loaded.
 */
export async function openScorm2004(page: Page) {
  const commits = scormCommits(page, PACKAGES.scorm2004);
  await openContent(page, contentPath(PACKAGES.scorm2004));
  const frame = page.frameLocator(`iframe[title="${SCORM_2004_TITLE}"]`);
  await expect(frame.getByRole('heading', { name: 'Por que medir a segurança' })).toBeVisible();
  return { commits, frame };
}

/** The SCORM 2004 quiz's choices (radio names), one per question. */
export const SCORM_2004_ANSWERS = {
  allRight: ['Inspeções realizadas', 'milhão de horas trabalhadas', 'gravidade'],
  oneRight: ['Acidentes com afastamento', 'milhão de horas trabalhadas', 'frequência'],
} as const;

/**
 * Chooses the answers on the SCORM 2004 quiz's page and sends them; resolves once the package's
 * commit saving `key` as `value` is answered.
 */
export async function answerScorm2004Quiz(
  page: Page,
  frame: FrameLocator,
  answers: readonly string[],
  [key, value]: [string, string],
) {
  // Whole names: an answer's words never pick another choice that holds them.
  for (const name of answers) await frame.getByRole('radio', { name, exact: true }).check();
  const saved = commitSaving(page, PACKAGES.scorm2004, key, value);
  await frame.getByRole('button', { name: 'Enviar respostas' }).click();
  await saved;
}

/** Every `scorm/checkpoints` body the page sends for a content, in order, once answered 200. */
export function scormCommits(page: Page, contentId: number) {
  const saved: Pair[][] = [];
  page.on('response', (response) => {
    if (isScormCommit(response, contentId) && response.status() === 200)
      saved.push(response.request().postDataJSON().scormCheckpoints);
  });
  return {
    saved,
    /** The latest value of each key saved so far. */
    latest: () => Object.fromEntries(saved.flat().map(({ key, value }) => [key, value])),
  };
}

export const isScormCommit = (response: Response, contentId: number) =>
  response.request().method() === 'POST' &&
  response.url().endsWith(`/contents/${contentId}/scorm/checkpoints`);

/** The answer to the next commit that saves `key` as `value`. */
export const commitSaving = (page: Page, contentId: number, key: string, value: string) =>
  page.waitForResponse(
    (response) =>
      isScormCommit(response, contentId) &&
      (response.request().postDataJSON().scormCheckpoints as Pair[]).some(
        (pair) => pair.key === key && pair.value === value,
      ),
  );

/** The answer to the next commit that saves `key`, whatever its value (the total time on finishing). */
export const commitWith = (page: Page, contentId: number, key: string) =>
  page.waitForResponse(
    (response) =>
      isScormCommit(response, contentId) &&
      (response.request().postDataJSON().scormCheckpoints as Pair[]).some(
        (pair) => pair.key === key,
      ),
  );

/** The content's progress bar in the list beside the player. */
export const listProgress = (page: Page, title: string) =>
  contentList(page).getByRole('progressbar', { name: `Progresso de ${title}` });

/** The content's line in the list is 'Concluído'. */
export async function expectFinishedInList(page: Page, title: string) {
  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();
}

/** The seconds of a SCORM 2004 duration (`timeinterval`, ISO 8601: 'PT1H2M3.5S'); NaN if it is none. */
export function durationSeconds(duration: string | undefined): number {
  const parts = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    duration ?? '',
  );
  if (!parts || duration === 'P' || duration?.endsWith('T')) return Number.NaN;
  const [days, hours, minutes, seconds] = parts.slice(1).map((part) => Number(part ?? 0));
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
}
