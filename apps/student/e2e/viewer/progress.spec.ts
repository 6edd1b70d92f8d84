import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import {
  CONTENTS,
  contentPath,
  expectSave,
  nextTick,
  openContent,
  progressSaves,
} from './viewerSupport';

test('a 500 on a progress save keeps the audio playing and the next tick carries the lost seconds', async ({
  page,
}) => {
  const saves = progressSaves(page, CONTENTS.audio);
  await openContent(page, contentPath(CONTENTS.audio));
  await injectFault(page, 'saveCourseContentProgress', '500', 1);
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await nextTick(page);
  await expect.poll(() => saves.statuses).toEqual([500]);
  // Still playing; the next tick sends the 15 s the failed save lost with its own.
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await nextTick(page);
  await expect.poll(() => saves.statuses).toEqual([500, 200]);
  expectSave(saves.bodies[1], 1, 30);
});

test('a blocked content cannot be opened: the next button says why, its address is not found', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.audio));
  await expect(page.getByRole('button', { name: 'Próximo conteúdo' })).toBeDisabled();
  await expect(page.getByText('Conclua este conteúdo para liberar o próximo')).toBeVisible();
  await page.goto(contentPath(CONTENTS.blocked));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});
