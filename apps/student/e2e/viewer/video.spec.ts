import { expect, test } from '@playwright/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import {
  CONTENTS,
  contentList,
  contentPath,
  expectSave,
  nextTick,
  openContent,
  progressSaves,
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
  await page.getByRole('link', { name: 'Próximo conteúdo' }).click();
  await expect(page).toHaveURL(exactly(contentPath(CONTENTS.scorm)));
  expect(violations).toEqual([]);
});
