import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { profilePhoto } from '../support/photo';
import { openAs, openSignedIn } from '../support/signIn';

type Me = {
  user: {
    name: string;
    socialName: string | null;
    dcoins: number;
    completeCourses: number;
    totalWatched: number;
    percentageUser: number;
    companies: { id: number; name: string }[];
  };
};
type Course = { id: number; title: string };
type Event = { id: number; name: string };

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Áreas do perfil' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const heading = (page: Page, name: string) =>
  panel(page).getByRole('heading', { level: 2, name, exact: true });

/** The tab of the address is the one selected, and the panel is named by it. */
async function expectOpenTab(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(tablist(page).getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(panel(page)).toHaveAccessibleName(name);
}

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test('each profile tab by its address, under the learner’s header', async ({ page }) => {
  await openSignedIn(page, '/student/profile/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  // The header: social name first, companies, decoins and the numbers, as the server has them.
  const { user } = (await demoGet<{ data: Me }>(page, '/api/user/me/list/personalInformation'))
    .data;
  const header = page.getByRole('region', { name: user.socialName ?? user.name });
  await expect(header).toContainText(user.companies.map((company) => company.name).join(' · '));
  const fact = (label: string) =>
    header.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  const count = new Intl.NumberFormat('pt-BR');
  await expect(fact('Decoins')).toHaveText(count.format(user.dcoins));
  await expect(fact('Cursos concluídos')).toHaveText(count.format(user.completeCourses));
  await expect(fact('Conteúdos assistidos')).toHaveText(count.format(user.totalWatched));
  await expect(fact('Progresso geral')).toHaveText(`${user.percentageUser}%`);
  await expect(header.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
    'href',
    '/student/profile/edit',
  );
  await expect(tablist(page).getByRole('tab')).toHaveText([
    'Estatísticas',
    'Meus treinamentos',
    'Histórico de pedidos',
    'Treinamentos recomendados',
    'Favoritos',
  ]);

  // statistics: the summary of the learner's numbers.
  await expectOpenTab(page, 'Estatísticas');
  await expect(heading(page, 'Seus números')).toBeVisible();
  await expect(panel(page).getByRole('definition').first()).toBeVisible();

  // courses: the enrolled trainings (searched), the courses in progress, the events attended.
  await page.goto('/student/profile/courses');
  await expectOpenTab(page, 'Meus treinamentos');
  const enrolled = (await demoGet<{ data: Course[] }>(page, '/api/decola/courses/enrolled')).data;
  expect(enrolled.length).toBeGreaterThan(1);
  const enrolledList = panel(page).getByRole('region', {
    name: 'Treinamentos em que você está matriculado',
  });
  await expect(enrolledList.getByRole('heading', { level: 3 })).toHaveText(
    enrolled.map((course) => course.title),
  );
  const wanted = enrolled[1]!.title;
  await panel(page).getByRole('searchbox', { name: 'Pesquisar em meus treinamentos' }).fill(wanted);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(wanted);
  await expect(page).toHaveURL(/\/student\/profile\/courses\?/);
  await expect(enrolledList.getByRole('heading', { level: 3 })).toHaveText([wanted]);
  await panel(page)
    .getByRole('searchbox', { name: 'Pesquisar em meus treinamentos' })
    .fill('nenhum treinamento tem este nome');
  await expect(enrolledList.getByText('Não há nada por aqui.')).toBeVisible();
  await expect(
    panel(page).getByRole('region', { name: 'Continue de onde você parou!' }),
  ).toBeVisible();
  const attended = (await demoGet<{ data: Event[] }>(page, '/api/decola/event/list/attended')).data;
  const events = panel(page).getByRole('region', { name: 'Eventos de que você participou' });
  await expect(events.getByRole('heading', { level: 3 })).toHaveText(
    attended.map((event) => event.name),
  );

  // history-order, indication and favorite: the lists of the shop and course pages, as h2.
  await page.goto('/student/profile/history-order');
  await expectOpenTab(page, 'Histórico de pedidos');
  await expect(heading(page, 'Histórico de pedidos')).toBeVisible();
  await expect(panel(page).getByRole('table', { name: 'Histórico de pedidos' })).toBeVisible();

  await page.goto('/student/profile/indication');
  await expectOpenTab(page, 'Treinamentos recomendados');
  await expect(heading(page, 'Treinamentos recomendados')).toBeVisible();

  await page.goto('/student/profile/favorite');
  await expectOpenTab(page, 'Favoritos');
  await expect(heading(page, 'Treinamentos favoritos')).toBeVisible();
  await expect(heading(page, 'Produtos favoritos')).toBeVisible();
});

test('no option opens the first tab; the arrow keys move between tabs and change the address; the statistics link opens the statistics page', async ({
  page,
}) => {
  await openSignedIn(page, '/student/profile');
  await expectOpenTab(page, 'Estatísticas');
  await expect(page).toHaveURL(exactly('/student/profile'));

  // One stop in the tab order: the selected tab.
  await tab(page, 'Estatísticas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(exactly('/student/profile/courses'));
  await expectOpenTab(page, 'Meus treinamentos');
  await expect(tab(page, 'Meus treinamentos')).toBeFocused();
  await expect(heading(page, 'Meus treinamentos')).toBeVisible();

  await page.keyboard.press('End');
  await expect(page).toHaveURL(exactly('/student/profile/favorite'));
  await expect(tab(page, 'Favoritos')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(exactly('/student/profile/statistics'));
  await expect(tab(page, 'Estatísticas')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(exactly('/student/profile/favorite'));
  await expectOpenTab(page, 'Favoritos');
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(exactly('/student/profile/statistics'));

  // Each tab is an address of the history: back returns to the tab before.
  await page.goBack();
  await expect(page).toHaveURL(exactly('/student/profile/favorite'));
  await expectOpenTab(page, 'Favoritos');
  await tab(page, 'Estatísticas').click();
  await expect(page).toHaveURL(exactly('/student/profile/statistics'));

  await panel(page).getByRole('link', { name: 'Ver todas as estatísticas' }).click();
  await expect(page).toHaveURL(exactly('/student/statistics'));
  await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas' })).toBeVisible();
});

test('a learner who may not see the shop has no order history tab and no favourite products', async ({
  page,
}) => {
  const favoriteProductCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/favorite/product')) favoriteProductCalls.push(request.url());
  });
  await openAs(page, '/student/profile/favorite', 'semempresa@decola.dev');
  await expect(page).toHaveURL(exactly('/student/profile/favorite'));
  await expectOpenTab(page, 'Favoritos');
  await expect(tablist(page).getByRole('tab')).toHaveText([
    'Estatísticas',
    'Meus treinamentos',
    'Treinamentos recomendados',
    'Favoritos',
  ]);
  await expect(heading(page, 'Treinamentos favoritos')).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Produtos favoritos' })).toHaveCount(0);
  // No decoins without the shop's company either.
  await expect(page.getByRole('region', { name: 'Patrícia Gomes Duarte' })).not.toContainText(
    'Decoins',
  );
  expect(favoriteProductCalls).toEqual([]);
});

test('a tab whose list fails shows its error in its panel; the header and the tabs still work', async ({
  page,
}) => {
  await openSignedIn(page, '/student/profile/statistics');
  await injectFault(page, 'listEnrolledCourses', '500');
  await tab(page, 'Meus treinamentos').click();
  const enrolledList = panel(page).getByRole('region', {
    name: 'Treinamentos em que você está matriculado',
  });
  await expect(enrolledList.getByRole('alert')).toBeVisible();
  await expect(enrolledList.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(
    panel(page).getByRole('region', { name: 'Eventos de que você participou' }),
  ).toBeVisible();
  await tab(page, 'Treinamentos recomendados').click();
  await expect(page).toHaveURL(exactly('/student/profile/indication'));
  await expect(heading(page, 'Treinamentos recomendados')).toBeVisible();
});

test('the order history, failed on a later visit, loads again on its retry instead of keeping the failure', async ({
  page,
}) => {
  await page.clock.install();
  await openSignedIn(page, '/student/profile/history-order');
  const history = panel(page).getByRole('region', { name: 'Histórico de pedidos' });
  await expect(history.getByRole('table', { name: 'Histórico de pedidos' })).toBeVisible();
  // Back on the tab after a minute, the orders are asked again, and this time they fail: the
  // failure comes with the orders already loaded once.
  await tab(page, 'Estatísticas').click();
  await page.clock.fastForward(61_000);
  await injectFault(page, 'listOrders', '500', 1);
  await tab(page, 'Histórico de pedidos').click();
  await expect(history.getByRole('alert')).toBeVisible();
  // The retry's answer is held back, so its loading state can be seen.
  await injectFault(page, 'listOrders', 'delay-2000', 1);
  await history.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(history.getByRole('status')).toHaveText('Carregando…');
  await expect(history.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(history.getByRole('table', { name: 'Histórico de pedidos' })).toBeVisible();
});

test('a photo saved as a data: image shows in the header under the strict CSP; without one, the initials', async ({
  page,
}) => {
  await openAs(page, '/student/profile', 'semempresa@decola.dev');
  const header = page.getByRole('region', { name: 'Patrícia Gomes Duarte' });
  await expect(header.locator('img')).toHaveCount(1);

  // The photo as the profile editor saves it (a cropped data URI), then the profile read anew.
  const photo = `data:image/png;base64,${profilePhoto().buffer.toString('base64')}`;
  await page.evaluate(async (image) => {
    const answer = await fetch('/api/decola/user/me/edit/personalInformation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image }),
    });
    if (!answer.ok) throw new Error(`edit answered ${answer.status}`);
  }, photo);
  await page.reload();
  const image = header.locator('img');
  await expect(image).toHaveAttribute('src', photo);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(96);

  await page.evaluate(async () => {
    await fetch('/api/decola/user/me/edit/personalInformation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image: '' }),
    });
  });
  await page.reload();
  await expect(header.locator('img')).toHaveCount(0);
  await expect(header.locator('[data-slot="avatar-initials"]')).toHaveText('PD');
});
