import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { openAs } from '../support/signIn';
import { COURSES, contentsOf, courseActions, courseTitle, openCourse } from './courseSupport';

test('the learner opens a course from the catalogue, enrols and continues into the right content', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  const title = await courseTitle(page, COURSES.notEnrolled);
  await page
    .getByRole('region', { name: 'Catálogo de treinamentos' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page).toHaveURL(exactly(`/student/course/${COURSES.notEnrolled}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The description is markdown: its emphasis is drawn, not written.
  const description = page.getByRole('region', { name: 'Sobre o curso' });
  await expect(description.locator('strong', { hasText: 'BDI' })).toBeVisible();
  await expect(description).not.toContainText('**');

  const actions = courseActions(page);
  await expect(actions.getByRole('link', { name: 'Continuar' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Matricular-se' }).click();
  const continueLink = actions.getByRole('link', { name: 'Continuar' });
  await expect(continueLink).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Matricular-se' })).toHaveCount(0);

  // spec 2 §4: the first content not finished, not blocked and released, else the first.
  const contents = await contentsOf(page, COURSES.notEnrolled);
  const expected =
    contents.find(
      (content) =>
        (content.status?.progress ?? 0) < 100 && content.isReleased && !content.isBlocked,
    ) ?? contents[0]!;
  await continueLink.click();
  await expect(page).toHaveURL(
    exactly(`/student/course/${COURSES.notEnrolled}/content/${expected.id}`),
  );
  expect(violations).toEqual([]);
});

test('the learner favourites a course, finds it on favourites sorted and searched, and un-favourites it there', async ({
  page,
}) => {
  const title = await openCourse(page, COURSES.notEnrolled);
  const heart = courseActions(page).getByRole('button', { name: 'Favoritar curso' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(courseActions(page).getByRole('status')).toHaveText(
    'Curso adicionado aos favoritos.',
  );

  await page.goto('/student/favorites');
  await expect(page).toHaveURL(exactly('/student/favorites?page=1'));
  const list = page.getByRole('region', { name: 'Treinamentos favoritos' });
  await page.getByRole('button', { name: 'Treinamento', exact: true }).click();
  await expect(page).toHaveURL(exactly('/student/favorites?page=1&orderBy=title&order=Asc'));
  // The title's longest word finds it (spec 2 §2: search, page 1, the column sorted, ascending).
  const word = title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
  await page.getByRole('searchbox', { name: 'Buscar nos favoritos' }).fill(word);
  await expect(page).toHaveURL(
    exactly(`/student/favorites?page=1&search=${encodeURIComponent(word)}&orderBy=title&order=Asc`),
  );
  await expect(list.getByRole('rowheader', { name: title })).toBeVisible();

  // The row goes at once; the demo's backend, in the page, answers the removal before the page is left.
  const removal = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      response.url().endsWith(`/remove/favorite/training/${COURSES.notEnrolled}`),
  );
  await list.getByRole('button', { name: `Remover ${title} dos favoritos` }).click();
  await expect(list.getByRole('rowheader', { name: title })).toHaveCount(0);
  expect((await removal).ok()).toBe(true);
  await page.goto(`/student/course/${COURSES.notEnrolled}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a blocked course says why and offers nothing that opens it', async ({ page }) => {
  await openCourse(page, COURSES.blocked);
  await expect(page.getByText(/Este curso está bloqueado para você no momento/)).toBeVisible();
  const actions = courseActions(page);
  await expect(actions.getByRole('button', { name: 'Matricular-se' })).toHaveCount(0);
  await expect(actions.getByRole('link')).toHaveCount(0);
  // Nor its intro video (the recommended courses below keep theirs).
  await expect(
    page.locator('[data-slot="course-hero"]').getByRole('button', { name: /^Apresentação/ }),
  ).toHaveCount(0);
  const contents = page.getByRole('region', { name: 'Conteúdos do curso' });
  await expect(contents.getByRole('listitem').first()).toBeVisible();
  await expect(contents.getByRole('link')).toHaveCount(0);
  await expect(contents.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Comentários' })).toHaveCount(0);
});

test('the certificate of a finished course opens as a PDF in a new tab', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await openCourse(page, COURSES.finishedCertified);
  await expect(page.getByText('Concluído').first()).toBeVisible();
  const link = courseActions(page).getByRole('link', { name: /Ver certificado/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/student\/demo\/certificates\/curso-\d+-usuario-\d+\.pdf$/);

  const [file, tab] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === href),
    page.context().waitForEvent('page'),
    link.click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  // The worker's answer has no body for Playwright: read the same file as the page did.
  const start = await page.evaluate(async (path) => {
    const bytes = new Uint8Array(await (await fetch(path)).arrayBuffer());
    return String.fromCharCode(...bytes.subarray(0, 8));
  }, href);
  expect(start).toBe('%PDF-1.4');
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  // The portal stays where it was.
  await expect(page).toHaveURL(exactly(`/student/course/${COURSES.finishedCertified}`));
  expect(violations).toEqual([]);
});

test("leaving a course asks first and takes it out of 'Continue de onde você parou!'", async ({
  page,
}) => {
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  const title = await courseTitle(page, COURSES.inProgress);
  const inProgress = page.getByRole('region', { name: 'Continue de onde você parou!' });
  await expect(inProgress.getByRole('heading', { name: title })).toBeVisible();
  await page
    .getByRole('region', { name: 'Catálogo de treinamentos' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const actions = courseActions(page);
  await actions.getByRole('button', { name: 'Sair do curso' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deseja realmente sair do curso?' });
  // Cancelling keeps the course.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Continuar' })).toBeVisible();

  await actions.getByRole('button', { name: 'Sair do curso' }).click();
  await confirm.getByRole('button', { name: 'Sair do curso' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Matricular-se' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Meu dashboard', exact: true }).click();
  await expect(inProgress.getByRole('article').first()).toBeVisible();
  await expect(inProgress.getByRole('heading', { name: title })).toHaveCount(0);
});
