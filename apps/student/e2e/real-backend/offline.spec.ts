import { expect, test } from '@playwright/test';
import { CONTENTS, contentPath, openContent, progressSaves } from '../viewer/viewerSupport';
import { serveContentFiles } from './contentFiles';
import { offlineBanner } from '../support/offline';

for (const kind of ['audio', 'video'] as const) {
  test(`${kind === 'audio' ? 'an audio' : 'a video'} played through an outage, paused offline: every second is sent once back online, without leaving`, async ({
    page,
    context,
  }) => {
    await serveContentFiles(page);
    const saves = progressSaves(page, CONTENTS[kind]);
    await openContent(page, contentPath(CONTENTS[kind]));
    const position = page.getByRole('slider', { name: 'Posição' });
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();

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
