import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, expectDashboard, expectSignedIn, SEARCH_DEEP_LINK } from '../support/access';
import { searchFromHeader } from '../support/search';
import { DEMO_PASSWORD, openAs, signIn } from '../support/signIn';

// A login, then guarded navigations: the slow budget, as the other access journeys.
test.slow();

const adminPanel = (page: Page) => page.getByRole('link', { name: /^Painel Admin\./ });

test('another login without logout shows nothing of the first account', async ({ page }) => {
  await page.goto('/student/dashboard');
  await signIn(page, 'admin@decola.dev');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  await expect(adminPanel(page).first()).toBeVisible();

  // The session cookie changes hands without a logout (another tab of this browser signed in).
  await page.evaluate(async (password) => {
    const answer = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'aluno@decola.dev', password }),
    });
    if (!answer.ok) throw new Error(`login answered ${answer.status}`);
  }, DEMO_PASSWORD);

  await searchFromHeader(page, 'lideranca');
  await expectSignedIn(page, 'Carol');
  await page.getByRole('banner').getByRole('button', { name: 'Olá, Carol' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expect(adminPanel(page)).toHaveCount(0);
});

test('a signed-in learner who opens home goes on to the dashboard', async ({ page }) => {
  await openAs(page, '/student/dashboard');
  await expectDashboard(page, 'Carol');

  await page.goto('/student/home');
  await expectDashboard(page, 'Carol');

  // A redirect kept in home's address is followed instead, when it is ours.
  await page.goto(`/student/home?redirect=${encodeURIComponent(SEARCH_DEEP_LINK)}`);
  await expect(page).toHaveURL(exactly(SEARCH_DEEP_LINK));

  // The terms step stays on home (spec 1 §4): it is what a login asks for first.
  await page.goto('/student/home?acceptTerm=true');
  await expect(page).toHaveURL(exactly('/student/home?acceptTerm=true'));
  await expect(
    page
      .getByRole('dialog', { name: 'Atualizamos o Termo de Uso' })
      .getByRole('checkbox', { name: 'Li e aceito o novo Termo de Uso' }),
  ).toBeVisible();
});

test('the browser keeps no personal data: a flag, not the user', async ({ page }) => {
  await page.goto('/student/dashboard');
  await signIn(page, 'aluno@decola.dev');
  await expectDashboard(page, 'Carol');

  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toMatchObject({ 'decola:signed-in': 'true' });
  expect(stored).not.toHaveProperty('decola:user');
  expect(JSON.stringify(stored)).not.toMatch(/aluno@decola\.dev|Carol|529\.?982/i);
});
