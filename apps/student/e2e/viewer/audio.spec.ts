import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import {
  CONTENTS,
  contentList,
  contentPath,
  expectSave,
  nextTick,
  tickAndSave,
  openContent,
  progressSaves,
} from './viewerSupport';

test('the learner listens to an MP3 at 1.5×: each save carries the rate, and past its minimum it is finished', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const saves = progressSaves(page, CONTENTS.audio);
  const heading = await openContent(page, contentPath(CONTENTS.audio));
  const title = (await heading.textContent()) ?? '';
  const player = page.getByRole('region', { name: title, exact: true });
  await player.getByRole('button', { name: 'Velocidade' }).click();
  await page.getByRole('option', { name: '1,5×' }).click();
  await player.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible();

  // 15 s at 1.5× are 22.5 s of the audio, under its 30-s minimum: saved, not finished.
  expectSave(await tickAndSave(page, saves, 1), 1.5, 15);
  expectSave(await tickAndSave(page, saves, 2), 1.5, 15);
  const progress = contentList(page).getByRole('progressbar', { name: `Progresso de ${title}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  // Finished: the timer is cleared, nothing more is sent.
  await nextTick(page);
  expect(saves.bodies).toHaveLength(2);
  expect(violations).toEqual([]);
});
