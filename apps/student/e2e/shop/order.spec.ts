import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  addToBag,
  openEmptyBag,
  decoins,
  goTo,
  headerBalance,
  orders,
  twoCheapProducts,
} from '../support/bag';
import { recordCspViolations } from '../support/csp';
import { clearFaults, injectFault } from '../support/demo';
import { openSignedIn } from '../support/signIn';

const WALLET = 1500;

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

// The bag, order, receipt and statement screens break no CSP rule.
test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

async function reviewBag(page: Page) {
  await goTo(page, '/student/bag');
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  const review = page.getByRole('region', { name: 'Revisão do pedido' });
  await expect(review).toBeVisible();
  return review;
}

test('an order is created once even with a double click; bag, balance, statement, receipt follow', async ({
  page,
}) => {
  await openEmptyBag(page, openSignedIn);
  const [mug, shirt] = await twoCheapProducts(page);
  const before = await orders(page);
  await addToBag(page, mug);
  await addToBag(page, shirt);
  const total = mug.decoins + shirt.decoins;

  const review = await reviewBag(page);
  await expect(review).toContainText(`Saldo após o pedido${decoins(WALLET - total)}`);
  await review.getByRole('button', { name: 'Confirmar pedido' }).dblclick();

  await expect(
    page.getByRole('status').filter({ hasText: 'Pedido realizado com sucesso!' }),
  ).toBeVisible();
  const after = await orders(page);
  expect(after).toHaveLength(before.length + 1);
  const [order] = after;
  await expect(page).toHaveURL(new RegExp(`/student/bag/${order!.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido nº ${order!.id}` }),
  ).toBeVisible();
  expect(order!.grossValue).toBe(total);
  await expect(headerBalance(page)).toHaveText(`Seu saldo: ${decoins(WALLET - total)}`);

  const receipt = page.getByRole('link', { name: `Ver recibo do pedido nº ${order!.id}` });
  const href = await receipt.getAttribute('href');
  const pdf = await page.evaluate(async (href) => {
    const answer = await fetch(href!);
    return { type: answer.headers.get('content-type'), start: (await answer.text()).slice(0, 5) };
  }, href);
  expect(pdf).toEqual({ type: 'application/pdf', start: '%PDF-' });
  const [tab] = await Promise.all([page.waitForEvent('popup'), receipt.click()]);
  expect(tab.url()).toContain(href!);
  await tab.close();

  await goTo(page, '/student/bag');
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();

  await goTo(page, '/student/profile/statement');
  const firstRow = page.getByRole('table', { name: 'Movimentações' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('Compra na loja');
  await expect(firstRow).toContainText(`−${total}`);
  await expect(page.getByText(`Saldo de decoins: ${decoins(WALLET - total)}`)).toBeVisible();

  await goTo(page, '/student/profile/history-order');
  await expect(
    page.getByRole('link', { name: `Pedido nº ${order!.id}`, exact: true }),
  ).toBeVisible();
});

test('a network failure on creating the order keeps the bag and creates no order', async ({
  page,
}) => {
  await openEmptyBag(page, openSignedIn);
  const [mug, shirt] = await twoCheapProducts(page);
  const before = await orders(page);
  await addToBag(page, mug);
  await addToBag(page, shirt);

  const review = await reviewBag(page);
  await injectFault(page, 'createOrder', 'network');
  await review.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(review.getByRole('alert')).toContainText('O pedido não foi feito.');
  await expect(review.getByRole('alert')).toContainText('Erro de conexão.');
  expect(await orders(page)).toHaveLength(before.length);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Produtos na sacola' }).getByRole('listitem'),
  ).toHaveCount(2);

  await clearFaults(page);
  const again = await reviewBag(page);
  await again.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido nº \d+$/ })).toBeVisible();
  expect(await orders(page)).toHaveLength(before.length + 1);
});
