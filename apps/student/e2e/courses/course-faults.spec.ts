import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { injectFault } from '../support/demo';
import { openAs, signIn } from '../support/signIn';
import { COURSES, courseActions, openCourse } from './courseSupport';

test("a 500 on the course's comments leaves the rest of the page working", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await openCourse(page, COURSES.inProgress);
  await injectFault(page, 'listCourseComments', '500');
  await page.reload();

  const comments = page.getByRole('region', { name: 'Comentários' });
  await expect(comments.getByText('Não foi possível carregar os comentários.')).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // The contents, the instructors and 'Continuar' still work.
  const contents = page.getByRole('region', { name: 'Conteúdos do curso' });
  await expect(contents.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Instrutores' })).toBeVisible();
  await courseActions(page).getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/course/${COURSES.inProgress}/content/\\d+$`));
  expect(violations).toEqual([]);
});

test("a network failure on enrolling keeps the page and says 'Erro de conexão.'", async ({
  page,
}) => {
  const title = await openCourse(page, COURSES.notEnrolled);
  await injectFault(page, 'enrollCourse', 'network', 1);
  const enrol = courseActions(page).getByRole('button', { name: 'Matricular-se' });
  await enrol.click();

  await expect(page.getByText('Erro de conexão.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(enrol).toBeVisible();
  await expect(page).toHaveURL(exactly(`/student/course/${COURSES.notEnrolled}`));

  // Once the network is back, the same button enrols.
  await enrol.click();
  await expect(courseActions(page).getByRole('link', { name: 'Continuar' })).toBeVisible();
});

test('a course id that is not a number, or that does not exist, is not found inside the shell', async ({
  page,
}) => {
  const notFound = async (path: string) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Meu dashboard', exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(exactly(path));
  };
  await openAs(page, '/student/course/curso-inexistente');
  await notFound('/student/course/curso-inexistente');
  await page.goto('/student/course/999999');
  await notFound('/student/course/999999');
});

test('a 403 on the course sends the learner home and, after login, back to the course', async ({
  page,
}) => {
  const path = `/student/course/${COURSES.notEnrolled}`;
  const title = await openCourse(page, COURSES.notEnrolled);
  await injectFault(page, 'getCourse', '403', 1);
  await page.reload();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await expect(page).toHaveURL(`/student/home?redirect=${encodeURIComponent(path)}`);
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(exactly(path));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a failed enrolment check shows the course error, and its retry brings the page back', async ({
  page,
}) => {
  const title = await openCourse(page, COURSES.notEnrolled);
  await injectFault(page, 'getCourseEnrollment', '500', 1);
  await page.reload();
  await expect(page.getByText('Não foi possível carregar o curso.')).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(courseActions(page).getByRole('button', { name: 'Matricular-se' })).toBeVisible();
});
