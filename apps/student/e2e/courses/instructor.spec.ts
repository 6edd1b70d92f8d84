import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { searchFromHeader } from '../support/search';
import { openSignedIn } from '../support/signIn';

type CoursePage = { courses: { id: number; title: string }[]; pages: number; total: number };
type Instructor = { id: number; name: string; image: string };

test('an instructor found by the search opens with the name and photo the link carries', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  // A light screen with the header's search: the dashboard's dozen calls are not this journey's.
  await openSignedIn(page, '/student/details-course-tracks');
  await searchFromHeader(page, 'tavares');
  const [juliana] = (
    await demoGet<{ data: Instructor[] }>(
      page,
      '/api/decola/instructors/globalSearch?search=tavares',
    )
  ).data;
  await page
    .getByRole('region', { name: 'Instrutores', exact: true })
    .getByRole('link', { name: juliana!.name })
    .click();
  await expect(page).toHaveURL(
    exactly(
      `/student/details-courses-instructors/${juliana!.id}?name=${encodeURIComponent(juliana!.name)}&photo=${encodeURIComponent(juliana!.image)}`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: juliana!.name })).toBeVisible();
  const photo = page.locator(`img[src="${juliana!.image}"]`);
  await expect(photo).toBeVisible();

  const { data: courses } = await demoGet<{ data: CoursePage }>(
    page,
    `/api/decola/list/course/instructors/${juliana!.id}?page=1&limit=20`,
  );
  await expect(
    page.getByRole('region', { name: 'Cursos do instrutor' }).getByRole('heading', { level: 3 }),
  ).toHaveText(courses.courses.map((course) => course.title));
  expect(violations).toEqual([]);
});

test('a page number survives a reload, with the name still in the URL', async ({ page }) => {
  await openSignedIn(
    page,
    '/student/details-courses-instructors/1?name=Rog%C3%A9rio%20Almeida&page=1',
  );
  const courses = page.getByRole('region', { name: 'Cursos do instrutor' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rogério Almeida' })).toBeVisible();
  await expect(courses.getByRole('article').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rogério Almeida' })).toBeVisible();
  await expect(courses.getByRole('article').first()).toBeVisible();
});

test('a 500 on the instructor’s courses keeps the heading and offers a retry', async ({ page }) => {
  await openSignedIn(page, '/student/details-courses-instructors/4?name=Juliana%20Tavares', () =>
    injectFault(page, 'listInstructorCourses', '500', 1),
  );
  const courses = page.getByRole('region', { name: 'Cursos do instrutor' });
  await expect(courses.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Juliana Tavares' })).toBeVisible();
  await courses.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(courses.getByRole('article').first()).toBeVisible();
});

test('without an id, the learner finds an instructor by name', async ({ page }) => {
  await openSignedIn(page, '/student/details-courses-instructors');
  await expect(page.getByRole('heading', { level: 1, name: 'Instrutores' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar instrutor' }).fill('tavares');
  await page.getByRole('searchbox', { name: 'Pesquisar instrutor' }).press('Enter');
  await expect(page).toHaveURL(
    exactly('/student/details-courses-instructors?page=1&search=tavares'),
  );
  await page.getByRole('link', { name: 'Ricardo Tavares' }).click();
  await expect(page).toHaveURL(/\/student\/details-courses-instructors\/\d+\?name=Ricardo/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ricardo Tavares' })).toBeVisible();
});

test('an unknown instructor shows the not-found state in the shell', async ({ page }) => {
  await openSignedIn(page, '/student/details-courses-instructors/9999?name=Ningu%C3%A9m');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});

test('an instructor without a photo is shown by the initials of the name, on the course, event and training pages', async ({
  page,
}) => {
  type Person = { name: string; image?: string | null };
  /** Each person without a photo has the initials of their name; the others their photo. */
  const expectAvatars = async (region: ReturnType<typeof page.getByRole>, people: Person[]) => {
    const withoutPhoto = people.filter((person) => !person.image).length;
    expect(withoutPhoto).toBeGreaterThan(0);
    const initials = region.locator('[data-slot="avatar-initials"]');
    await expect(initials).toHaveCount(withoutPhoto);
    for (const avatar of await initials.all()) await expect(avatar).toHaveText(/^\p{Lu}{1,2}$/u);
    await expect(region.locator('img[data-slot="avatar-image"]')).toHaveCount(
      people.length - withoutPhoto,
    );
    await expect(region).not.toContainText(/#\d/);
  };
  const instructorsRegion = () => page.getByRole('region', { name: 'Instrutores', exact: true });

  await openSignedIn(page, '/student/course/12');
  const ofCourse = (await demoGet<{ data: Person[] }>(page, '/api/decola/courses/12/instructors'))
    .data;
  await expectAvatars(instructorsRegion(), ofCourse);

  await page.goto('/student/event/1/class/11');
  const ofClass = (
    await demoGet<{ data: Person[] }>(page, '/api/decola/event/1/class/11/instructors')
  ).data;
  await expectAvatars(page.getByRole('definition').filter({ hasText: ofClass[0]!.name }), ofClass);

  await page.goto('/student/training-course/6');
  const ofTraining = (
    await demoGet<{ data: Person[] }>(page, '/api/decola/graduation/6/instructors')
  ).data;
  await expectAvatars(instructorsRegion(), ofTraining);
});
