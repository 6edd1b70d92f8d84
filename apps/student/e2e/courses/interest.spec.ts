import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoGet } from '../support/demo';
import { openAs } from '../support/signIn';

type CoursePage = { courses: { title: string }[]; total: number; pages: number };

const SAFETY = 'Segurança do trabalho';

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

/** One page of the interest's trainings as the demo answers it. */
const interestCourses = async (page: Page, query: string) =>
  (await demoGet<{ data: CoursePage }>(page, `/api/decola/interest/3/courses?limit=20&${query}`))
    .data;

/** The course cards of the interest's list, by their titles. */
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: `Treinamentos de ${SAFETY}` })
    .getByRole('article')
    .getByRole('heading', { level: 3 });

test('the learner opens an interest from the dashboard and searches it', async ({ page }) => {
  await openAs(page, '/student/dashboard');
  await page.getByRole('link', { name: `Ver todos os treinamentos de ${SAFETY}` }).click();

  await expect(page).toHaveURL(/\/student\/interest\/3\?title=Seguran%C3%A7a%20do%20trabalho$/);
  await expect(page.getByRole('heading', { level: 1, name: SAFETY })).toBeVisible();
  const all = await interestCourses(page, 'page=1');
  expect(all.pages).toBeGreaterThan(1);
  await expect(
    page.getByRole('heading', { level: 2, name: `${all.total} treinamentos` }),
  ).toBeVisible();
  await expect(cardTitles(page)).toHaveText(all.courses.map(({ title }) => title));

  // A course card opens the course.
  const first = all.courses[0]!.title;
  await page.getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(/\/student\/course\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await page.goBack();

  // spec 2 §2: the search goes to the URL with page 1, 500 ms after the last key.
  await page.getByRole('searchbox', { name: 'Buscar treinamentos' }).fill('andaimes');
  await expect(page).toHaveURL(/[?&]search=andaimes(&|$)/);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  const searched = await interestCourses(page, 'page=1&search=andaimes');
  expect(searched.courses.map(({ title }) => title)).toContain(
    'Andaimes e Plataformas de Trabalho',
  );
  await expect(cardTitles(page)).toHaveText(searched.courses.map(({ title }) => title));
});

test('the status filter, the page and the search stay in the URL across a reload', async ({
  page,
}) => {
  const link = `/student/interest/3?title=${encodeURIComponent(SAFETY)}`;
  await openAs(page, link);
  await expect(page).toHaveURL(new RegExp(`${link.replace(/[?]/g, '\\?')}$`));

  // spec 2 item 11: a card's comments open the comments modal through the query, as on the dashboard.
  await page
    .getByRole('button', { name: /^Comentários de / })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]courseID=\d+(&|$)/);
  await expect(page).toHaveURL(/[?&]pageDefault=1(&|$)/);
  // Headless UI's dialog has no box of its own: its title shows it open.
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: /^Comentários/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/courseID/);

  // The second page of the interest's trainings.
  const second = await interestCourses(page, 'page=2');
  await page
    .getByRole('navigation', { name: `Treinamentos de ${SAFETY}: páginas` })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(cardTitles(page)).toHaveText(second.courses.map(({ title }) => title));

  // The learner's situation: only what they finished, from page 1.
  const finished = await interestCourses(page, 'page=1&status=FINISHED');
  expect(finished.courses.length).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Concluídos' });
  await expect(page).toHaveURL(/[?&]status=FINISHED(&|$)/);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await expect(cardTitles(page)).toHaveText(finished.courses.map(({ title }) => title));

  const searched = await interestCourses(page, 'page=1&status=FINISHED&search=NR');
  await page.getByRole('searchbox', { name: 'Buscar treinamentos' }).fill('NR');
  await expect(page).toHaveURL(/[?&]search=NR(&|$)/);
  await expect(cardTitles(page)).toHaveText(searched.courses.map(({ title }) => title));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: SAFETY })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveValue('FINISHED');
  await expect(page.getByRole('searchbox', { name: 'Buscar treinamentos' })).toHaveValue('NR');
  await expect(cardTitles(page)).toHaveText(searched.courses.map(({ title }) => title));
});
