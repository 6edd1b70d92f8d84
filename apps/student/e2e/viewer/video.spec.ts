import { expect, test } from '@playwright/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { injectFault } from '../support/demo';
import {
  CONTENTS,
  contentList,
  contentPath,
  expectSave,
  nextTick,
  openContent,
  progressSaves,
  VIEWER_COURSE,
} from './viewerSupport';

test('the learner plays a video past its minimum: finished at once in the list, the next one open', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const saves = progressSaves(page, CONTENTS.video);
  const title = (await (await openContent(page, contentPath(CONTENTS.video))).textContent()) ?? '';
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await nextTick(page);
  await expect.poll(() => saves.bodies.length).toBe(1);
  expectSave(saves.bodies[0], 1, 15);
  await nextTick(page);
  await expect.poll(() => saves.bodies.length).toBe(2);
  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();
  await expect(
    contentList(page).getByRole('progressbar', { name: `Progresso de ${title}` }),
  ).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('link', { name: 'Próximo conteúdo' }).click();
  await expect(page).toHaveURL(exactly(contentPath(CONTENTS.scorm)));
  expect(violations).toEqual([]);
});

test('the learner leaves a video mid-way and is offered to resume at the same second', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.video));
  await page.getByRole('slider', { name: 'Posição' }).fill('12');
  await expect(page.getByRole('slider', { name: 'Posição' })).toHaveValue('12');
  await page.getByRole('link', { name: /^Voltar para/ }).click();
  await expect(page).toHaveURL(exactly(`/student/course/${VIEWER_COURSE}`));
  await page.goBack();
  await page.getByRole('button', { name: 'Continuar de 00:12' }).click();
  await expect(page.getByRole('slider', { name: 'Posição' })).toHaveValue('12');
});

test('a 500 on a progress save keeps the video playing and the next tick carries the lost seconds', async ({
  page,
}) => {
  const saves = progressSaves(page, CONTENTS.video);
  await openContent(page, contentPath(CONTENTS.video));
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
