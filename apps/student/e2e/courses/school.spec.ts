import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { searchFromHeader } from '../support/search';
import { openSignedIn } from '../support/signIn';

type Course = { id: number; title: string };
type CoursePage = { courses: Course[]; pages: number };
type Track = { id: number; title: string; finishedCourses: number; totalCourses: number };

const SCHOOL = '/student/details-courses/2';

test('a school found by the header search, then one of its tracks, then a course', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  // A light screen with the header's search: the dashboard's dozen calls are not this journey's.
  await openSignedIn(page, '/student/details-course-tracks');
  await searchFromHeader(page, 'operacoes');
  await page
    .getByRole('region', { name: 'Escolas', exact: true })
    .getByRole('link', { name: 'Operações' })
    .click();
  await expect(page).toHaveURL(exactly(SCHOOL));
  await expect(page.getByRole('heading', { level: 1, name: 'Operações' })).toBeVisible();

  const tracks = page.getByRole('region', { name: 'Trilhas da escola' });
  const [safety] = await demoGet<{ data: Track[] }>(page, '/api/decola/courseTrack/school/2').then(
    ({ data }) => data,
  );
  await expect(
    tracks.getByText(`${safety!.finishedCourses}/${safety!.totalCourses} finalizados`).first(),
  ).toBeVisible();

  // The track block: a track opens its carousel of course cards.
  await tracks.getByRole('button', { name: safety!.title }).click();
  const carousel = tracks.getByRole('region', { name: safety!.title });
  await expect(carousel.getByRole('group')).toHaveCount(5);

  await tracks.getByRole('link', { name: `Ver trilha ${safety!.title}` }).click();
  await expect(page).toHaveURL(exactly(`/student/details-course-tracks/${safety!.id}`));
  await expect(page.getByRole('heading', { level: 1, name: safety!.title })).toBeVisible();

  const { data: first } = await demoGet<{ data: CoursePage }>(
    page,
    `/api/decola/course/courseTrack/${safety!.id}?page=1&limit=15`,
  );
  const course = first.courses[0]!;
  await page
    .getByRole('region', { name: 'Cursos da trilha' })
    .getByRole('link', { name: course.title, exact: true })
    .click();
  await expect(page).toHaveURL(exactly(`/student/course/${course.id}`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the school’s courses keep their page in the URL across a reload', async ({ page }) => {
  await openSignedIn(page, SCHOOL);
  const courses = page.getByRole('region', { name: 'Cursos da escola' });
  const limit = await page.evaluate(() => (document.body.clientWidth >= 1400 ? 25 : 24));
  const { data: second } = await demoGet<{ data: CoursePage }>(
    page,
    `/api/decola/course/list?school=2&page=2&limit=${limit}`,
  );
  await courses
    .getByRole('navigation', { name: 'Páginas: Cursos da escola' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(exactly(`${SCHOOL}?page=2`));
  const firstTitle = courses.getByRole('heading', { level: 3 }).first();
  await expect(firstTitle).toHaveText(second.courses[0]!.title);

  await page.reload();
  await expect(firstTitle).toHaveText(second.courses[0]!.title);
  await expect(courses.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a page that is not a number is page 1', async ({ page }) => {
  await openSignedIn(page, `${SCHOOL}?page=abc`);
  await expect(
    page
      .getByRole('region', { name: 'Cursos da escola' })
      .getByRole('button', { name: '1', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a 500 on the school’s tracks leaves the school and its courses working', async ({ page }) => {
  await openSignedIn(page, SCHOOL, () => injectFault(page, 'listSchoolCourseTracks', '500'));
  const tracks = page.getByRole('region', { name: 'Trilhas da escola' });
  await expect(tracks.getByRole('alert')).toContainText(
    'Não foi possível carregar as trilhas desta escola.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Operações' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cursos da escola' }).getByRole('article').first(),
  ).toBeVisible();
});

test('an unknown school and an id that is not a number show the not-found state in the shell', async ({
  page,
}) => {
  await openSignedIn(page, '/student/details-courses/9999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/student/details-courses/abc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});

test('without an id, every school leads to its page', async ({ page }) => {
  await openSignedIn(page, '/student/details-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolas' })).toBeVisible();
  await page.getByRole('link', { name: 'Ferramentas' }).click();
  await expect(page).toHaveURL(exactly('/student/details-courses/6'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ferramentas' })).toBeVisible();
});
