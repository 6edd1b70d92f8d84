import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { openSignedIn } from '../support/signIn';

type AccessPoint = { date: string; accesses: number };
type Team = { id: number; name: string; membersCount: number };
type Member = { name: string; socialName?: string | null };

const brDate = (day: string) => day.split('-').reverse().join('/');
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const chart = (page: Page) => panel(page, 'Acessos nos últimos 14 dias');

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test('the statistics page: the cards, 14 days in the chart and the same numbers in its table, the ranking with the learner, a team’s members', async ({
  page,
}) => {
  await openSignedIn(page, '/student/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Estatísticas' })).toBeVisible();

  const statistics = (
    await demoGet<{ data: { completeCourses: number; totalWatched: number } }>(
      page,
      '/api/decola/get/statistics/user',
    )
  ).data;
  const cards = panel(page, 'Seus números');
  await expect(cards.getByRole('definition')).toHaveCount(8);
  await expect(
    cards.getByText('Cursos concluídos').locator('xpath=following-sibling::dd'),
  ).toHaveText(String(statistics.completeCourses));
  // The card counts the very courses 'Continue de onde você parou!' lists.
  const inProgress = (
    await demoGet<{ data: { courses: unknown[] } }>(
      page,
      '/api/decola/course/list/progress?index=0&limit=100',
    )
  ).data.courses.length;
  expect(inProgress).toBeGreaterThan(2);
  await expect(
    cards.getByText('Cursos em andamento').locator('xpath=following-sibling::dd'),
  ).toHaveText(String(inProgress));

  // The chart and its table: fourteen days, the same numbers as the server's, oldest first.
  const { points } = (
    await demoGet<{ data: { points: AccessPoint[] } }>(
      page,
      '/api/decola/statistics/user/access?period=day&interval=14',
    )
  ).data;
  expect(points).toHaveLength(14);
  const bars = chart(page).locator('[data-day]');
  await expect(bars).toHaveCount(14);
  const drawn = await bars.evaluateAll((days) =>
    days.map((day) => ({
      date: day.getAttribute('data-day'),
      accesses: Number(day.getAttribute('data-accesses')),
    })),
  );
  expect(drawn).toEqual(points);
  await expect(chart(page).getByRole('img', { name: /^Gráfico de barras/ })).toHaveAccessibleName(
    new RegExp(
      `de ${brDate(points[0]!.date).slice(0, 5)} a ${brDate(points[13]!.date).slice(0, 5)}`,
    ),
  );

  const toggle = chart(page).getByRole('button', { name: 'Ver tabela' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = chart(page).getByRole('table', { name: 'Acessos por dia nos últimos 14 dias' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText(points.map(({ date }) => brDate(date)));
  await expect(table.getByRole('cell')).toHaveText(points.map(({ accesses }) => String(accesses)));

  // The ranking marks the learner's own line, by social name.
  const ranking = panel(page, 'Ranking de engajamento');
  const mine = ranking.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('rowheader')).toContainText('Carol');

  // Opening a team lists its members, as the server has them.
  const teams = (await demoGet<{ data: Team[] }>(page, '/api/decola/user/teams')).data;
  const team = teams[0]!;
  const members = (await demoGet<{ data: Member[] }>(page, `/api/manager/user/list/${team.id}`))
    .data;
  const open = page.getByRole('button', { name: `Ver membros: ${team.name}` });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('list', { name: `Membros: ${team.name}` });
  await expect(list.getByRole('listitem')).toHaveCount(members.length);
  await expect(list.getByRole('listitem').first()).toContainText(
    members[0]!.socialName || members[0]!.name,
  );
});

test('statistics/chart takes the reader to the chart, focused', async ({ page }) => {
  await openSignedIn(page, '/student/statistics/chart');
  await expect(chart(page)).toBeFocused();
  await expect(chart(page).locator('[data-day]')).toHaveCount(14);
  await expect(chart(page)).toBeInViewport();
});

test('a panel whose call fails shows its own error, the others still show, and it retries', async ({
  page,
}) => {
  await openSignedIn(page, '/student/statistics', () =>
    injectFault(page, 'getUserAccessStatistics', '500', 1),
  );
  await expect(chart(page).getByRole('alert')).toContainText(
    'Não foi possível carregar seus acessos.',
  );
  await expect(panel(page, 'Seus números').getByRole('definition').first()).toBeVisible();
  await expect(panel(page, 'Ranking de engajamento').getByRole('table')).toBeVisible();
  await chart(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(chart(page).locator('[data-day]')).toHaveCount(14);
});
