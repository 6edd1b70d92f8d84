import { expect, test } from '../support/test';
import {
  addToBag,
  openEmptyBag,
  decoins,
  goTo,
  headerBalance,
  twoCheapProducts,
} from '../support/bag';
import { openAs, openSignedIn } from '../support/signIn';

const WALLET = 1500;

test('two products in the bag, quantities changed: the balance follows, a reload keeps it', async ({
  page,
}) => {
  await openEmptyBag(page, openSignedIn);
  const [mug, shirt] = await twoCheapProducts(page);
  await expect(headerBalance(page)).toHaveText(`Seu saldo: ${decoins(WALLET)}`);
  await addToBag(page, mug);
  await addToBag(page, shirt);
  await expect(headerBalance(page)).toHaveText(
    `Seu saldo: ${decoins(WALLET - mug.decoins - shirt.decoins)}`,
  );

  await goTo(page, '/student/bag');
  const summary = page.getByRole('region', { name: 'Resumo' });
  const items = page.getByRole('region', { name: 'Produtos na sacola' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `Aumentar a quantidade de ${mug.name}` }).click();
  await page.getByRole('button', { name: `Aumentar a quantidade de ${mug.name}` }).click();
  const total = mug.decoins * 3 + shirt.decoins;
  await expect(summary).toContainText(`Total da sacola${decoins(total)}`);
  await expect(summary).toContainText(`Saldo após o pedido${decoins(WALLET - total)}`);
  await expect(headerBalance(page)).toHaveText(`Seu saldo: ${decoins(WALLET - total)}`);
  await page.getByRole('button', { name: `Diminuir a quantidade de ${mug.name}` }).click();
  await expect(summary).toContainText(`Total da sacola${decoins(total - mug.decoins)}`);

  await page.reload();
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(summary).toContainText(`Total da sacola${decoins(total - mug.decoins)}`);

  await page.getByRole('button', { name: `Remover ${shirt.name} da sacola` }).click();
  await expect(items.getByRole('listitem')).toHaveCount(1);
  // Emptying asks first.
  await page.getByRole('button', { name: 'Esvaziar sacola' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deseja realmente esvaziar a sacola?' })
    .getByRole('button', { name: 'Esvaziar sacola' })
    .click();
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(`Seu saldo: ${decoins(WALLET)}`);
});

test('the bag of aluno@ is not seen by admin@ in the same browser, and holds nothing personal', async ({
  page,
}) => {
  await openEmptyBag(page, openSignedIn);
  const [mug] = await twoCheapProducts(page);
  await addToBag(page, mug);

  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('decola:bag:'))
      .map((key) => [key, localStorage.getItem(key)]),
  );
  expect(stored).toEqual([
    [expect.stringMatching(/^decola:bag:[0-9a-z]+$/), `[{"id":${mug.id},"quantity":1}]`],
  ]);

  await openAs(page, '/student/bag', 'admin@decola.dev');
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();

  await openAs(page, '/student/bag');
  await expect(
    page.getByRole('region', { name: 'Produtos na sacola' }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('a storage that refuses the bag says so and loses nothing', async ({ page }) => {
  await openEmptyBag(page, openSignedIn);
  const [mug, shirt] = await twoCheapProducts(page);
  await addToBag(page, mug);
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  await goTo(page, `/student/product/${shirt.id}`);
  await page.getByRole('button', { name: 'Adicionar à sacola' }).click();
  await expect(
    page.getByRole('region', { name: 'Avisos' }).getByText('Ocorreu um erro inesperado.'),
  ).toBeVisible();
  await goTo(page, '/student/bag');
  await page.getByRole('button', { name: `Aumentar a quantidade de ${mug.name}` }).click();
  await expect(page.locator('[data-slot="bag-page"]').getByRole('alert')).toHaveText(
    'Ocorreu um erro inesperado.',
  );
  const items = page.getByRole('region', { name: 'Produtos na sacola' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items.locator('output')).toHaveText('1');
});
