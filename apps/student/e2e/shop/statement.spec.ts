import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { openSignedIn } from '../support/signIn';

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

// The bag, order, receipt and statement screens break no CSP rule.
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

type StatementPage = {
  items: { value: number; type: 'CREDIT' | 'DEBIT'; description: string }[];
  pages: number;
  total: number;
};

const statement = async (page: Page, query: string) =>
  (await demoGet<{ data: StatementPage }>(page, `/api/decola/list/statement/user?${query}`)).data;

const signed = ({ value, type }: { value: number; type: string }) =>
  `${type === 'DEBIT' ? '−' : '+'}${new Intl.NumberFormat('pt-BR').format(value)}`;

/** The statement's query in the address, whatever the order of its keys. */
const expectQuery = (page: Page, query: Record<string, string>) =>
  expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path: '/student/profile/statement', query });

const table = (page: Page) => page.getByRole('table', { name: 'Movimentações' });
const amounts = (page: Page) => table(page).locator('tbody tr td:last-child');

test('the statement sorted by amount both ways and filtered by period; the CSV has every filtered row', async ({
  page,
}) => {
  await openSignedIn(page, '/student/profile/statement');
  const first = await statement(page, 'page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
  await expect(amounts(page)).toHaveText(first.items.map(signed));
  expect(first.items).toHaveLength(20);

  const amount = page.getByRole('button', { name: 'Valor' });
  await amount.click();
  await expectQuery(page, { page: '1', orderBy: 'value', order: 'Asc' });
  const ascending = await statement(page, 'page=1&orderBy=value&ordinationAsc=true');
  await expect(amounts(page)).toHaveText(ascending.items.map(signed));
  await amount.click();
  await expectQuery(page, { page: '1', orderBy: 'value', order: 'Desc' });
  const descending = await statement(page, 'page=1&orderBy=value&ordinationAsc=false');
  await expect(amounts(page)).toHaveText(descending.items.map(signed));
  expect(descending.items[0]!.value).toBeGreaterThanOrEqual(ascending.items.at(-1)!.value);
  await amount.click();
  await expectQuery(page, { page: '1' });

  // A period whose end comes first is refused and never asked for.
  const start = page.getByLabel('Data inicial');
  const end = page.getByLabel('Data final');
  await start.fill('2026-01-01');
  await end.fill('2025-12-01');
  await expect(end).toHaveAccessibleDescription(
    'A data final não pode ser anterior à data inicial.',
  );
  await expectQuery(page, { page: '1', firstDate: '2026-01-01' });

  const today = new Date();
  const lastDate = today.toISOString().slice(0, 10);
  const firstDate = new Date(today.getTime() - 120 * 86_400_000).toISOString().slice(0, 10);
  await start.fill(firstDate);
  await end.fill(lastDate);
  await expectQuery(page, { page: '1', firstDate, lastDate });
  const filtered = await statement(page, `page=1&firstDate=${firstDate}&lastDate=${lastDate}`);
  await expect(amounts(page)).toHaveText(filtered.items.map(signed));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Data;Descrição;Tipo;Origem;Valor');
  expect(lines).toHaveLength(filtered.total + 1);
  expect(filtered.total).toBeGreaterThan(20);
});

test('a 500 on the statement shows its error and keeps the filters', async ({ page }) => {
  await openSignedIn(page, '/student/profile/statement?page=1&type=DEBIT');
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveValue('DEBIT');
  await expect(amounts(page).first()).toHaveText(/^−/);
  await injectFault(page, 'listStatement', '500');
  await page.getByRole('combobox', { name: 'Origem' }).selectOption({ label: 'Compra na loja' });
  // The demo's 500 carries the server's own message (spec 1 §8).
  const failure = page.getByRole('region', { name: 'Movimentações' }).getByRole('alert');
  await expect(failure).toContainText('O servidor não conseguiu concluir a operação.');
  await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expectQuery(page, { page: '1', type: 'DEBIT', typeCode: 'PURCHASE' });
  await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveValue('DEBIT');
  await expect(page.getByRole('combobox', { name: 'Origem' })).toHaveValue('PURCHASE');
});

test('at 375 px each entry is a card with its date, description and signed amount in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, '/student/profile/statement');
  const first = await statement(page, 'page=1');
  await expect(amounts(page)).toHaveText(first.items.map(signed));
  // Nothing needs sideways scrolling: not the page, not the table's frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const frame = table(page).locator('xpath=..');
  expect(await frame.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  const row = table(page).getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toHaveText(first.items[0]!.description);
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const amount = (await amounts(page).first().boundingBox())!;
  expect(amount.x + amount.width).toBeLessThanOrEqual(375);
  await expect(amounts(page).first()).toBeInViewport();
  // Its type too, the other cell a phone used to cut.
  const type = row.getByRole('cell', { name: /^(Crédito|Débito)$/ });
  await expect(type).toHaveText(first.items[0]!.type === 'DEBIT' ? 'Débito' : 'Crédito');
  const typeBox = (await type.boundingBox())!;
  expect(typeBox.x).toBeGreaterThanOrEqual(0);
  expect(typeBox.x + typeBox.width).toBeLessThanOrEqual(375);
  await expect(type).toBeInViewport();
  // The sort buttons stay, above the cards.
  await page.getByRole('button', { name: 'Valor' }).click();
  await expectQuery(page, { page: '1', orderBy: 'value', order: 'Asc' });
});
