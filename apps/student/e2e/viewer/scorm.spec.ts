import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { CONTENTS, contentList, contentPath, openContent } from './viewerSupport';

test('the learner answers the SCORM quiz and sees the content finished, after a reload too', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const title = (await (await openContent(page, contentPath(CONTENTS.scorm))).textContent()) ?? '';
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await expect(frame.getByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
  while (!(await frame.getByRole('heading', { name: 'Questionário' }).isVisible())) {
    await frame.getByRole('button', { name: 'Próxima' }).click();
  }
  await frame.getByRole('radio', { name: 'Capacete' }).check();
  await frame.getByRole('radio', { name: 'Acima de 2 metros' }).check();
  await frame
    .getByRole('radio', { name: 'Interromper o trabalho e comunicar o encarregado' })
    .check();
  await frame.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(frame.getByRole('heading', { name: 'Resultado' })).toBeVisible();

  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();
  await page.reload();
  await expect(item.getByText('Concluído')).toBeVisible();
  expect(violations).toEqual([]);
});
