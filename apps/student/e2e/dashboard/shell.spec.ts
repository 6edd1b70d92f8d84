import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

const signInAt = async (page: Page, login: string) => {
  await openAs(page, '/student/dashboard', login);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
};

test('an admin sees the admin panel entry, which opens in a new tab', async ({ page }) => {
  await signInAt(page, 'admin@decola.dev');
  const admin = page.getByRole('link', { name: 'Painel Admin.' });
  await expect(admin).toBeVisible();
  await expect(admin).toHaveAttribute('href', /^\/admin\/?#\/dashboard$/);
  await expect(admin).toHaveAttribute('target', '_blank');
});

test('a learner without a company sees no shop and no decoins balance', async ({ page }) => {
  await signInAt(page, 'semempresa@decola.dev');
  await expect(page.getByRole('heading', { name: 'Treinamentos', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Loja' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(/decoins/)).toHaveCount(0);
});

test('a learner with a company sees the shop and the balance', async ({ page }) => {
  await signInAt(page, 'aluno@decola.dev');
  await expect(page.getByRole('link', { name: 'Loja' }).first()).toBeVisible();
  await expect(page.getByText('decoins').first()).toBeVisible();
});
