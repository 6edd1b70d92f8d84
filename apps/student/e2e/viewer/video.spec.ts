import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import {
  CONTENTS,
  contentList,
  contentPath,
  expectSave,
  tickAndSave,
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
  expectSave(await tickAndSave(page, saves, 1), 1, 15);
  await tickAndSave(page, saves, 2);
  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();
  await page.getByRole('link', { name: 'Próximo conteúdo' }).click();
  await expect(page).toHaveURL(exactly(contentPath(CONTENTS.scorm)));
  expect(violations).toEqual([]);
});

test('the learner leaves a video mid-way and is offered to resume at the same second', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.video));
  const position = page.getByRole('slider', { name: 'Posição' });
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Pausar' }).click();
  // Read where it stopped once it has stopped: a busy machine plays on a moment after the click.
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  const at = Number(await position.inputValue());
  const time = `00:${String(at).padStart(2, '0')}`;

  await page.getByRole('link', { name: /^Voltar para / }).click();
  await expect(page).toHaveURL(exactly(`/student/course/${VIEWER_COURSE}`));
  await page.goBack();
  await expect(page.getByText(`Você parou em ${time}.`)).toBeVisible();
  await page.getByRole('button', { name: `Continuar de ${time}` }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Continuar de ${time}` })).toHaveCount(0);
  const resumed = Number(await position.inputValue());
  expect(resumed).toBeGreaterThanOrEqual(at);
  expect(resumed).toBeLessThan(at + 3);
});
