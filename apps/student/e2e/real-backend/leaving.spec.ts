import { expect, test } from '@playwright/test';
import { signOut } from '../support/access';
import { openAs } from '../support/signIn';
import { commitSaving, durationSeconds, PACKAGES } from '../viewer/scormSupport';
import { CONTENTS, contentPath, openContent, progressSaves } from '../viewer/viewerSupport';
import { serveContentFiles } from './contentFiles';
import { audioStatusOnServer } from './contentStatus';

test('the tab is closed mid-audio: its final checkpoint and progress reach the server (keepalive)', async ({
  page,
  context,
}) => {
  await serveContentFiles(page);
  await openContent(page, contentPath(CONTENTS.audio));
  const position = page.getByRole('slider', { name: 'Posição' });
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(3);
  const before = await audioStatusOnServer(context);
  await page.close({ runBeforeUnload: true });

  // The server has both, asked with the same session from outside the closed tab.
  await expect
    .poll(async () => {
      const after = await audioStatusOnServer(context);
      return {
        progressed: after.progress > before.progress,
        checkpoint: (after.checkpoint ?? 0) >= 3,
      };
    })
    .toEqual({ progressed: true, checkpoint: true });
});

test("a SCORM 2004 package left by a reload mid-way: its session's end (exit, session and total time) reaches the server", async ({
  page,
  context,
}) => {
  await serveContentFiles(page);
  await openContent(page, contentPath(PACKAGES.scorm2004));
  const frame = page.frameLocator('iframe[title="Indicadores de segurança no painel"]');
  // Awaited from before the click: the commit may be answered before the click returns.
  const second = commitSaving(page, PACKAGES.scorm2004, 'cmi.location', '2');
  await frame.getByRole('button', { name: 'Próxima' }).click();
  await second;
  // Five seconds of the learner's time, on the page's clock.
  await page.clock.runFor(5_000);
  // The package ends its session in its frame's pagehide, which comes after the page's.
  await page.reload();

  await expect
    .poll(async () => {
      const answer = await context.request.get(
        `/api/decola/courses/59/contents/${PACKAGES.scorm2004}`,
      );
      const { scormCheckpoints = [] } = (
        (await answer.json()) as {
          data: { status: { scormCheckpoints?: { key: string; value: string }[] } };
        }
      ).data.status;
      const saved = Object.fromEntries(scormCheckpoints.map(({ key, value }) => [key, value]));
      return {
        exit: saved['cmi.exit'],
        location: saved['cmi.location'],
        session: durationSeconds(saved['cmi.session_time']) >= 5,
        total: durationSeconds(saved['cmi.total_time']) >= 5,
      };
    })
    .toEqual({ exit: 'suspend', location: '2', session: true, total: true });
});

test('a logout with writes waiting for the network: nothing of them is ever sent, for the next account or the same', async ({
  page,
  context,
}) => {
  await serveContentFiles(page);
  const saves = progressSaves(page, CONTENTS.audio);
  await openContent(page, contentPath(CONTENTS.audio));
  const before = await audioStatusOnServer(context);
  // The API cut, the pages still there (offline, the logout's way home would need its chunk).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await page.clock.runFor(15_000);
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect.poll(() => saves.bodies.length).toBeGreaterThan(0);
  expect(saves.statuses).toEqual([]);

  await signOut(page, 'Carol');
  const tried = saves.bodies.length;
  await page.unroute('**/api/**');
  await openAs(page, '/student/dashboard', 'gestor@decola.dev');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible();
  await openAs(page, contentPath(CONTENTS.audio));
  await expect(page.getByRole('region', { name: 'Conteúdos do curso' })).toBeVisible();
  // Past every backoff the outbox could have been waiting out.
  await page.clock.runFor(120_000);
  expect(saves.bodies).toHaveLength(tried);
  expect((await audioStatusOnServer(context)).progress).toBe(before.progress);
});
