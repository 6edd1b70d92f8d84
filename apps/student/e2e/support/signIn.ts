import { expect, type Page } from '@playwright/test';

/** The demo accounts' shared password (packages/api-mocks/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Decola@2026';

/**
 * Signs in through the landing's login panel, the way a learner does. The panel is already open
 * when the page carries a `redirect` (spec 1 §2); otherwise the call to action opens it.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const field = page.getByRole('textbox', { name: 'CPF ou e-mail' });
  await page.waitForURL(/\/student\/home/);
  // With a `redirect` the panel opens by itself (spec 1 §2); clicking the call to action then
  // would race it. Without one, the call to action opens it.
  if (!new URL(page.url()).searchParams.has('redirect')) {
    await page.getByRole('button', { name: 'Entrar' }).first().click();
  }
  await expect(field).toBeVisible();
  await field.fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
}
