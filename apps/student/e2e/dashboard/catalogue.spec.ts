import { cataloguePageSize } from '@decola/domain';
import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

test('the student filters the catalogue by two schools and a track, pages to page 2, reloads and keeps the filters', async ({
  page,
}) => {
  // Eight catalogue loads and a reload (three page-2 visits only show that a filter change leaves
  // page 2): the slow budget, as the other journeys of several loads on busy machines.
  test.slow();
  await openAs(page, '/student/dashboard');
  const catalogue = page.getByRole('region', { name: 'Catálogo de treinamentos' });
  const pagination = catalogue.getByRole('navigation', { name: 'Páginas do catálogo' });
  const pageButton = (number: number) =>
    pagination.getByRole('button', { name: String(number), exact: true });
  const cards = catalogue.getByRole('article');
  const school = (name: string) => catalogue.getByRole('button', { name });
  const tracks = catalogue.getByRole('combobox', { name: 'Pesquisar trilha' });
  const chosenTracks = catalogue.getByRole('list', { name: 'Trilhas selecionadas' });

  /** The address bar and the pagination both say which page is shown. */
  const expectPage = async (number: number) => {
    await expect(page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
    await expect(pageButton(number)).toHaveAttribute('aria-current', 'page');
  };
  /** Page 2 of what the filters list now, so the next filter change has a page to reset. */
  const goToPage2 = async () => {
    await pageButton(2).click();
    await expectPage(2);
  };

  // spec 1 §7: the app asks for 24 or 25 courses a page after the body's width.
  const limit = cataloguePageSize(await page.evaluate(() => document.body.clientWidth));
  /** The titles the demo backend lists for the filters and page in the address bar. */
  const expectedTitles = () =>
    page.evaluate(async (limit) => {
      const query = new URLSearchParams(location.search);
      const call = new URLSearchParams({ page: query.get('page') ?? '1', limit: String(limit) });
      for (const key of ['schools', 'courseTracks']) {
        for (const id of (query.get(key) ?? '').split(',').filter(Boolean)) {
          call.append(key === 'schools' ? 'school' : 'courseTrack', id);
        }
      }
      const answer = await fetch(`/api/decola/course/list?${call}`);
      return ((await answer.json()) as { data: { courses: { title: string }[] } }).data.courses.map(
        ({ title }) => title,
      );
    }, limit);
  await expect(cards.first()).toBeVisible();

  // Two schools, then a track. Each filter change goes back to page 1 (spec 1 §4), so each is
  // made from page 2 of what was listed before it.
  await goToPage2();
  await school('Operações').click();
  await expect(page).toHaveURL(/[?&]schools=2(&|$)/);
  await expectPage(1);

  await goToPage2();
  await school('Corporativa').click();
  await expect(page).toHaveURL(/[?&]schools=2(%2C|,)1(&|$)/);
  await expectPage(1);

  await goToPage2();
  await tracks.click();
  await tracks.fill('Segurança');
  await page.getByRole('option', { name: /Segurança em Primeiro Lugar/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]courseTracks=6(&|$)/);
  await expectPage(1);
  await expect(cards.getByRole('heading')).toHaveText(await expectedTitles());

  // The filtered catalogue has a second page: the student goes there.
  await goToPage2();
  const titles = await expectedTitles();
  expect(titles.length).toBeGreaterThan(0);
  await expect(cards.getByRole('heading')).toHaveText(titles);
  const url = page.url();

  // A reload keeps the page, both schools, the track and the same cards.
  await page.reload();
  await expect(page).toHaveURL(url);
  await expectPage(2);
  await expect(school('Corporativa')).toHaveAttribute('aria-pressed', 'true');
  await expect(school('Operações')).toHaveAttribute('aria-pressed', 'true');
  await expect(chosenTracks).toContainText('Segurança em Primeiro Lugar');
  await expect(cards.getByRole('heading')).toHaveText(titles);
});
