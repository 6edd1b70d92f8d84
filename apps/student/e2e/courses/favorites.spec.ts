import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { openAs, signIn } from '../support/signIn';

type FavoritePage = { courses: { id: number; title: string }[]; total: number };

const favorites = async (page: Page, query = '') =>
  (await demoGet<{ data: FavoritePage }>(page, `/api/decola/list/favorite?page=1&limit=30${query}`))
    .data;

const rowTitles = (page: Page) =>
  page.getByRole('region', { name: 'Treinamentos favoritos' }).getByRole('rowheader');

const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

const titlesOf = (answer: FavoritePage) => answer.courses.map(({ title }) => title);

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
  await openAs(page, '/student/favorites?page=1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Treinamentos favoritos' }),
  ).toBeVisible();
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test('favourites without a page go to page 1 in place of the address typed', async ({ page }) => {
  const before = await page.evaluate(() => history.length);
  await page.goto('/student/favorites');
  await expect(page).toHaveURL(/\/student\/favorites\?page=1$/);
  // One entry for the address typed: the redirect replaced it rather than adding one.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await expect(rowTitles(page)).toHaveText(titlesOf(await favorites(page)));
});

test('the header sorts off → ascending → descending → off, in the URL, and a reload keeps it', async ({
  page,
}) => {
  const unsorted = titlesOf(await favorites(page));
  await expect(rowTitles(page)).toHaveText(unsorted);
  const title = page.getByRole('button', { name: 'Treinamento', exact: true });

  await title.click();
  await expect(page).toHaveURL(/[?&]orderBy=title&order=Asc(&|$)/);
  await expect(header(page, 'Treinamento')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowTitles(page)).toHaveText(
    titlesOf(await favorites(page, '&orderBy=title&ordinationAsc=true')),
  );

  await title.click();
  await expect(page).toHaveURL(/[?&]orderBy=title&order=Desc(&|$)/);
  const descending = titlesOf(await favorites(page, '&orderBy=title&ordinationAsc=false'));
  await expect(rowTitles(page)).toHaveText(descending);

  await page.reload();
  await expect(header(page, 'Treinamento')).toHaveAttribute('aria-sort', 'descending');
  await expect(rowTitles(page)).toHaveText(descending);

  await title.click();
  await expect(page).toHaveURL(/\/student\/favorites\?page=1$/);
  await expect(header(page, 'Treinamento')).toHaveAttribute('aria-sort', 'none');
  await expect(rowTitles(page)).toHaveText(unsorted);
});

test('the search goes to page 1 sorted ascending, the type filter narrows it, and a reload keeps both', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Avaliação', exact: true }).click();
  await expect(page).toHaveURL(/orderBy=rating&order=Asc/);

  // spec 2 §2: search, page 1, the current column, ascending.
  await page.getByRole('searchbox', { name: 'Buscar nos favoritos' }).fill('obra');
  await expect(page).toHaveURL(/\?page=1&search=obra&orderBy=rating&order=Asc$/);
  const searched = await favorites(page, '&search=obra&orderBy=rating&ordinationAsc=true');
  expect(searched.total).toBeGreaterThan(0);
  await expect(rowTitles(page)).toHaveText(titlesOf(searched));

  // An empty search clears the search and the sort.
  await page.getByRole('searchbox', { name: 'Buscar nos favoritos' }).fill('');
  await expect(page).toHaveURL(/\/student\/favorites\?page=1$/);
  await expect(header(page, 'Avaliação')).toHaveAttribute('aria-sort', 'none');

  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Pílulas' });
  await expect(page).toHaveURL(/[?&]type=pill(&|$)/);
  const pills = titlesOf(await favorites(page, '&type=pill'));
  expect(pills.length).toBeGreaterThan(0);
  await expect(rowTitles(page)).toHaveText(pills);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveValue('pill');
  await expect(rowTitles(page)).toHaveText(pills);
});

test('removing a favourite takes its row away without a reload', async ({ page }) => {
  const [first, ...rest] = titlesOf(await favorites(page));
  await expect(rowTitles(page)).toHaveText([first!, ...rest]);
  // A reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await page.getByRole('button', { name: `Remover ${first} dos favoritos` }).click();
  await expect(rowTitles(page)).toHaveText(rest);
  await expect(page.getByRole('status').filter({ hasText: 'saiu dos seus favoritos' })).toHaveText(
    `${first} saiu dos seus favoritos.`,
  );
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  expect(titlesOf(await favorites(page))).toEqual(rest);
});

test('a 500 on the favourites shows their error and the shell still works', async ({ page }) => {
  await injectFault(page, 'listFavoriteTrainings', '500');
  await page.reload();
  const list = page.getByRole('region', { name: 'Treinamentos favoritos' });
  await expect(list.getByRole('alert')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Olá, / })
    .click();
  await page.getByRole('menuitem', { name: 'Meu dashboard' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('a 403 on the favourites sends the learner home and, after login, back to the same list', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Treinamento', exact: true }).click();
  const list = '/student/favorites?page=1&orderBy=title&order=Asc';
  await expect(page).toHaveURL(list);
  await injectFault(page, 'listFavoriteTrainings', '403', 1);
  await page.reload();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await expect(page).toHaveURL(`/student/home?redirect=${encodeURIComponent(list)}`);
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(list);
  await expect(header(page, 'Treinamento')).toHaveAttribute('aria-sort', 'ascending');
});
