import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { CONTENTS, contentPath, openContent, VIEWER_COURSE } from './viewerSupport';

test('the learner moves a PDF to page 3, leaves, and comes back on page 3', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const title = (await (await openContent(page, contentPath(CONTENTS.pdf))).textContent()) ?? '';
  const viewer = page.getByRole('region', { name: title, exact: true });
  await expect(viewer.getByRole('status')).toHaveText(/^Página 1 de \d+$/);
  await viewer.getByRole('button', { name: 'Próxima página' }).click();
  await viewer.getByRole('button', { name: 'Próxima página' }).click();
  await expect(viewer.getByRole('status')).toHaveText(/^Página 3 de \d+$/);

  await page.getByRole('link', { name: /^Voltar para/ }).click();
  await expect(page).toHaveURL(exactly(`/student/course/${VIEWER_COURSE}`));
  await page.goBack();
  await expect(viewer.getByRole('status')).toHaveText(/^Página 3 de \d+$/);
  await expect(viewer.getByRole('textbox', { name: 'Ir para a página' })).toHaveValue('3');
  expect(violations).toEqual([]);
});
