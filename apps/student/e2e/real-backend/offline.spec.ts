import { expect, test, type Page } from '@playwright/test';
import { CONTENTS, contentPath, openContent, progressSaves } from '../viewer/viewerSupport';
import { serveContentFiles } from './contentFiles';
import { offlineBanner } from '../support/offline';
import { audioStatusOnServer } from './contentStatus';
import { resetDemo } from '../support/demo';

/** The content open and playing, its saves watched from now on. */
async function play(page: Page, contentId: number) {
  await serveContentFiles(page);
  const saves = progressSaves(page, contentId);
  await openContent(page, contentPath(contentId));
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  return { saves, position: page.getByRole('slider', { name: 'Posição' }) };
}

for (const kind of ['audio', 'video'] as const) {
  test(`${kind === 'audio' ? 'an audio' : 'a video'} played through an outage, paused offline: every second is sent once back online, without leaving`, async ({
    page,
    context,
  }) => {
    const { saves, position } = await play(page, CONTENTS[kind]);

    await context.setOffline(true);
    const banner = offlineBanner(page);
    await expect(banner).toBeVisible();
    // One interval offline: the save waits on the device (with where the learner is); counted.
    await page.clock.runFor(15_000);
    const counted =
      /(1 envio salvo neste aparelho aguarda|\d+ envios salvos neste aparelho aguardam) a conexão\./;
    await expect(banner).toContainText(counted);
    await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Pausar' }).click();
    await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    // The pause's seconds fold into the waiting save and its position replaces the waiting one.
    await expect(banner).toContainText('2 envios salvos neste aparelho aguardam a conexão.');
    expect(saves.statuses).toEqual([]);

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect.poll(() => saves.statuses).toEqual([200]);
    // The interval run forward plus the moments played for real: sent in one save, once.
    expect(saves.bodies[0]?.speedRate).toBe(1);
    expect(saves.bodies[0]?.seconds).toBeGreaterThanOrEqual(15);
    expect(saves.bodies[0]?.seconds).toBeLessThan(15 + 20);
    await page.clock.runFor(15_000);
    expect(saves.statuses).toEqual([200]);
  });
}

test('an audio that ends offline: its last seconds and where it ended are sent once back online, without leaving', async ({
  page,
  context,
}) => {
  // From the seed: the audio not yet finished by the journeys before (a finished one counts no more).
  await resetDemo(page);
  const { saves, position } = await play(page, CONTENTS.audio);

  await context.setOffline(true);
  const banner = offlineBanner(page);
  await expect(banner).toBeVisible();
  // Three seconds before its end (the MP3 lasts 40 s): it ends while the connection is down.
  await position.fill('37');
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(39);
  // The end's seconds and where it ended wait on the device, counted; nothing reached the server.
  await expect(banner).toContainText('2 envios salvos neste aparelho aguardam a conexão.');
  expect(saves.statuses).toEqual([]);
  const before = await audioStatusOnServer(context);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect.poll(() => saves.statuses).toEqual([200]);
  expect(saves.bodies[0]?.seconds).toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => {
      const after = await audioStatusOnServer(context);
      return {
        progressed: after.progress >= before.progress,
        ended: (after.checkpoint ?? 0) >= 39,
      };
    })
    .toEqual({ progressed: true, ended: true });
  // Sent once: another interval sends nothing more for a paused audio.
  await page.clock.runFor(15_000);
  expect(saves.statuses).toEqual([200]);
});
