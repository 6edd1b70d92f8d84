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

test("a PDF's text lies over each page: in the accessibility tree, selectable, found by the browser's search; its page survives a reload", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const title = (await (await openContent(page, contentPath(CONTENTS.pdf))).textContent()) ?? '';
  const viewer = page.getByRole('region', { name: title, exact: true });
  const text = (pageNumber: number) =>
    viewer.getByRole('article', { name: `Texto da página ${pageNumber}` });
  await expect(text(1)).toBeVisible();
  // What a screen reader meets: the page's own words, inside the page's named text.
  await expect(text(1)).toMatchAriaSnapshot(`
    - article "Texto da página 1":
      - text: /Página 1 de 4/
  `);
  const selected = await text(1).evaluate((layer) => {
    window.getSelection()!.selectAllChildren(layer);
    const words = window.getSelection()!.toString();
    window.getSelection()!.removeAllRanges();
    return words;
  });
  expect(selected).toContain('Página 1 de 4');
  expect(
    await page.evaluate(() =>
      (window as unknown as { find(text: string): boolean }).find('Página 1 de 4'),
    ),
  ).toBe(true);

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/contents/${CONTENTS.pdf}/checkpoints`) &&
      response.request().postDataJSON().seconds === 2,
  );
  await viewer.getByRole('button', { name: 'Próxima página' }).click();
  await expect(text(2)).toContainText('Página 2 de 4');
  await saved;
  await page.reload();
  await expect(viewer.getByRole('status')).toHaveText('Página 2 de 4');
  await expect(text(2)).toContainText('Página 2 de 4');
  expect(violations).toEqual([]);
});
