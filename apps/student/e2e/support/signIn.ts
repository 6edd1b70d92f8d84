import { expect, type Page } from '@playwright/test';

/** The demo accounts' shared password (packages/api-mocks/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Decola@2026';

/**
 * Signs in through the landing's login panel, the way a learner does. The panel is already open
 * when the page carries a `redirect` (spec 1 §2); otherwise the header's call to action opens it.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const field = page.getByRole('textbox', { name: 'CPF ou e-mail' });
  const callToAction = page.getByRole('button', { name: 'Entrar' }).first();
  // Whichever the page shows first: the open panel, or the call to action that opens it.
  await expect(field.or(callToAction).first()).toBeVisible();
  if (!(await field.isVisible())) await callToAction.click();
  await expect(field).toBeVisible();
  await field.fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).last().click();
}
