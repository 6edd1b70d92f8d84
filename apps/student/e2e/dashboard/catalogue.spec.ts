import { expect, test } from '@playwright/test';
import { signIn } from '../support/signIn';

test('the catalogue keeps its page and filters in the URL, through a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/student/dashboard');
  await signIn(page, 'aluno@decola.dev');
  const catalogue = page.getByRole('region', { name: 'Catálogo de treinamentos' });
  const pagination = catalogue.getByRole('navigation', { name: 'Páginas do catálogo' });

  const cards = catalogue.getByRole('article');
  /** The titles the demo backend lists for the filters in the address bar. */
  const expectedTitles = () =>
    page.evaluate(async () => {
      const query = new URLSearchParams(location.search);
      const call = new URLSearchParams({ page: query.get('page') ?? '1', limit: '24' });
      for (const key of ['schools', 'courseTracks']) {
        for (const id of (query.get(key) ?? '').split(',').filter(Boolean)) {
          call.append(key === 'schools' ? 'school' : 'courseTrack', id);
        }
      }
      const answer = await fetch(`/api/decola/course/list?${call}`);
      return ((await answer.json()) as { data: { courses: { title: string }[] } }).data.courses.map(
        ({ title }) => title,
      );
    });
  await expect(cards.first()).toBeVisible();

  // Page 2 of the whole catalogue.
  await pagination.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Two schools, then a track: each filter change goes back to page 1 (spec 1 §4).
  await catalogue.getByRole('button', { name: 'Corporativa' }).click();
  await catalogue.getByRole('button', { name: 'Operações' }).click();
  await expect(page).toHaveURL(/schools=1%2C2|schools=1,2/);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  const tracks = catalogue.getByRole('combobox', { name: 'Pesquisar trilha' });
  await tracks.click();
  await tracks.fill('Segurança');
  await page.getByRole('option', { name: /Segurança em Primeiro Lugar/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/courseTracks=\d+/);
  const titles = await expectedTitles();
  expect(titles.length).toBeGreaterThan(0);
  await expect(cards.getByRole('heading')).toHaveText(titles);
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(catalogue.getByRole('button', { name: 'Corporativa' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(catalogue.getByRole('button', { name: 'Operações' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(catalogue.getByRole('list', { name: 'Trilhas selecionadas' })).toContainText(
    'Segurança em Primeiro Lugar',
  );
  await expect(cards.getByRole('heading')).toHaveText(titles);
});
