import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, expectSignedIn } from '../support/access';
import { openAs } from '../support/signIn';

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Pesquisar treinamentos' });

/** What the demo backend finds for a text, per group of the search page, as the page names them. */
const expectedGroups = (page: Page, text: string) =>
  page.evaluate(async (search) => {
    const read = async (path: string, query: Record<string, string> = {}) => {
      const answer = await fetch(
        `/api/decola/${path}?${new URLSearchParams({ ...query, search })}`,
      );
      return ((await answer.json()) as { data: unknown }).data;
    };
    // The page asks for courses 20 at a time, from page 1 (spec 1 §9).
    const courses = (await read('course/globalSearch', { page: '1', limit: '20' })) as {
      courses: { title: string }[];
    };
    const schools = (await read('school/globalSearch')) as { name: string }[];
    const tracks = (await read('courseTrack/globalSearch')) as { title: string }[];
    const instructors = (await read('instructors/globalSearch')) as { name: string }[];
    return {
      Cursos: courses.courses.map(({ title }) => title),
      Escolas: schools.map(({ name }) => name),
      Trilhas: tracks.map(({ title }) => title),
      Instrutores: instructors.map(({ name }) => name),
    };
  }, text);

// Every journey here loads several pages (the search page's four groups, or one page per screen)
// after signing in: slow when the machine is busy.
test.slow();

test.beforeEach(async ({ page }) => {
  // The page's clock, flowing as the real one until a journey pauses it.
  await page.clock.install();
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
});

test('the header search waits 500 ms after the last keystroke, then shows every group of results', async ({
  page,
}) => {
  const text = 'segurança';
  // Times in the page itself: each keystroke's input, and each change of the address.
  await page.evaluate(() => {
    const times = { inputs: [] as number[], navigations: [] as { at: number; url: string }[] };
    (window as unknown as { __searchTimes: typeof times }).__searchTimes = times;
    document.addEventListener('input', () => times.inputs.push(performance.now()), true);
    const push = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      times.navigations.push({ at: performance.now(), url: String(url) });
      push(data, unused, url);
    };
  });

  // The page's time stands still while the keys arrive, however slowly a busy machine delivers
  // them: each one restarts the wait, so nothing searches mid-word.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await headerSearch(page).pressSequentially(text);
  await expect(headerSearch(page)).toHaveValue(text);
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  await page.clock.resume();

  const url = `/student/search?page=1&limit=20&search=${encodeURIComponent(text)}`;
  await expect(page).toHaveURL(exactly(url));
  const times = await page.evaluate(
    () =>
      (
        window as unknown as {
          __searchTimes: { inputs: number[]; navigations: { at: number; url: string }[] };
        }
      ).__searchTimes,
  );
  expect(times.inputs).toHaveLength(text.length);
  // One search, for the whole text, no sooner than 500 ms after the last key (spec 1 §9).
  expect(times.navigations.map((navigation) => navigation.url)).toEqual([url]);
  expect(times.navigations[0]!.at - times.inputs.at(-1)!).toBeGreaterThanOrEqual(500);

  // The search page: the text in its title and in the box, and the four groups for it.
  await expect(
    page.getByRole('heading', { level: 1, name: `Resultados para “${text}”` }),
  ).toBeVisible();
  await expect(headerSearch(page)).toHaveValue(text);
  const expected = await expectedGroups(page, text);
  expect(expected.Cursos.length).toBeGreaterThan(0);
  expect(expected.Trilhas.length).toBeGreaterThan(0);
  for (const [group, names] of Object.entries(expected)) {
    const region = page.getByRole('region', { name: group, exact: true });
    await expect(region.getByRole('heading', { level: 2, name: group })).toBeVisible();
    if (names.length === 0) {
      await expect(region.getByText(/^Nenhum(a)? .* encontrad[oa]\.$/)).toBeVisible();
    } else {
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(names);
    }
  }
});

test('the header search is hidden on the screens spec 1 §2 lists, and shown elsewhere', async ({
  page,
}) => {
  const hidden: Record<string, string> = {
    course: '/student/course/42',
    course_content: '/student/course/42/content/1',
    event_content: '/student/event/1/class/1/content/1',
    profile: '/student/profile',
    edit: '/student/profile/edit',
    event: '/student/event/1/class/1',
    exercise: '/student/exercise/1/page/1',
    course_questionnaire: '/student/course/42/content/1/questionnaire/1/page/1',
    event_questionnaire: '/student/event/1/class/1/content/1/questionnaire/1/page/1',
    'training-course': '/student/training-course/1',
    statement: '/student/profile/statement',
    // spec 2 §2: the shop without a page goes to page 1.
    shop: '/student/shop/page/1',
    product_detail: '/student/product/1',
    // spec 2 §2: the favourites without a page go to page 1.
    favorite: '/student/favorites?page=1',
    bag: '/student/bag',
    interest: '/student/interest/1',
  };
  for (const [route, path] of Object.entries(hidden)) {
    await page.goto(path);
    await expect(page, route).toHaveURL(exactly(path));
    await expectSignedIn(page, 'Carol');
    await expect(headerSearch(page), route).toHaveCount(0);
  }

  const shown = ['/student/dashboard', '/student/statistics/chart', '/student/details-courses/1'];
  for (const path of shown) {
    await page.goto(path);
    await expectSignedIn(page, 'Carol');
    await expect(headerSearch(page), path).toBeVisible();
  }
});

test('a new search typed on the results page starts again at page 1', async ({ page }) => {
  await page.goto('/student/search?page=1&limit=20&search=a');
  const pages = page.getByRole('navigation', { name: 'Páginas de cursos' });
  await pages.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(exactly('/student/search?page=2&limit=20&search=a'));

  await headerSearch(page).fill('concreto');
  await expect(page).toHaveURL(exactly('/student/search?page=1&limit=20&search=concreto'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados para “concreto”' }),
  ).toBeVisible();
  await expect(headerSearch(page)).toHaveValue('concreto');
  const { Cursos: courses } = await expectedGroups(page, 'concreto');
  expect(courses.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Cursos', exact: true }).getByRole('heading', { level: 3 }),
  ).toHaveText(courses);
});
