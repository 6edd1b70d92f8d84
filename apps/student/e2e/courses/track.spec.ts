import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { openSignedIn } from '../support/signIn';

type Course = { id: number; title: string };
type CoursePage = { courses: Course[]; pages: number };
type Track = { id: number; title: string; finishedCourses: number; totalCourses: number };

// 'Segurança em Primeiro Lugar': 31 courses, so three pages of 15 and a trainings carousel of 5 + 5…
const TRACK = '/student/details-course-tracks/6';

test('a track shows its progress, its trainings five at a time and its courses fifteen a page', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openSignedIn(page, TRACK);
  const { data: track } = await demoGet<{ data: Track }>(page, '/api/decola/courseTrack/6');
  await expect(page.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
  const ring = page.getByRole('progressbar', { name: `Progresso da trilha ${track.title}` });
  await expect(ring).toHaveAttribute(
    'aria-valuenow',
    String(Math.min(100, Math.floor((track.finishedCourses / track.totalCourses) * 100))),
  );
  await expect(
    page.getByText(`${track.finishedCourses}/${track.totalCourses} finalizados`),
  ).toBeVisible();

  // The trainings: 5 a request, the next 5 once the carousel reaches its end.
  const trainings = page.getByRole('region', { name: 'Treinamentos da trilha' });
  await expect(trainings.getByRole('group')).toHaveCount(5);
  const next = trainings.getByRole('button', { name: 'Próximo' });
  // At the end 'Próximo' stays focusable and says it is disabled with aria-disabled.
  while (
    (await trainings.getByRole('group').count()) === 5 &&
    (await next.getAttribute('aria-disabled')) !== 'true'
  ) {
    await next.click();
  }
  await expect(trainings.getByRole('group')).toHaveCount(10);

  // The courses: 15 a page, the page in the URL, kept by a reload.
  const courses = page.getByRole('region', { name: 'Cursos da trilha' });
  await expect(courses.getByRole('article')).toHaveCount(15);
  const { data: third } = await demoGet<{ data: CoursePage }>(
    page,
    '/api/decola/course/courseTrack/6?page=3&limit=15',
  );
  await courses.getByRole('button', { name: '3', exact: true }).click();
  await expect(page).toHaveURL(exactly(`${TRACK}?page=3`));
  await expect(courses.getByRole('article')).toHaveCount(third.courses.length);
  await expect(courses.getByRole('heading', { level: 3 }).first()).toHaveText(
    third.courses[0]!.title,
  );
  await page.reload();
  await expect(courses.getByRole('heading', { level: 3 }).first()).toHaveText(
    third.courses[0]!.title,
  );
  expect(violations).toEqual([]);
});

test('a course card keeps its comments modal in the URL', async ({ page }) => {
  await openSignedIn(page, TRACK);
  const courses = page.getByRole('region', { name: 'Cursos da trilha' });
  const comments = courses.getByRole('button', { name: /^Comentários de / }).first();
  const title = (await comments.textContent())!.replace(/^Comentários de /, '');
  await comments.click();
  await expect(page).toHaveURL(/[?&]courseID=\d+/);
  await expect(page).toHaveURL(/[?&]pageDefault=1/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(exactly(TRACK));
});

test('a 500 on the track’s courses leaves the track and its trainings working', async ({
  page,
}) => {
  await openSignedIn(page, TRACK, () => injectFault(page, 'listCourseTrackCourses', '500'));
  await expect(
    page.getByRole('region', { name: 'Cursos da trilha' }).getByRole('alert'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Segurança em Primeiro Lugar' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Treinamentos da trilha' }).getByRole('group'),
  ).toHaveCount(5);
});

test('without an id, every track twenty a page; a blocked one does not open', async ({ page }) => {
  await openSignedIn(page, '/student/details-course-tracks');
  await expect(page.getByRole('heading', { level: 1, name: 'Trilhas' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Trilhas' });
  await expect(list.getByRole('article')).toHaveCount(20);
  await list.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(exactly('/student/details-course-tracks?page=2'));
  await expect(list.getByRole('link', { name: 'Marketing e Marca' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.reload();
  await list.getByRole('link', { name: 'Excel e Planilhas' }).click();
  await expect(page).toHaveURL(/\/student\/details-course-tracks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Excel e Planilhas' })).toBeVisible();
});

test('an unknown track shows the not-found state in the shell', async ({ page }) => {
  await openSignedIn(page, '/student/details-course-tracks/9999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});
