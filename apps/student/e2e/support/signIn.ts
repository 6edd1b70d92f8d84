import { expect, type Page } from '@playwright/test';
import { exactly, openLoginPanel } from './access';

/** The demo accounts' shared password (packages/api-mocks/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Decola@2026';

/** The panel is already open when the page carries a `redirect` (spec 1 §2). */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const panel = await openLoginPanel(page);
  await panel.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(login);
  await panel.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Opens a private path and signs in there; `beforeSignIn` runs on its login page (a fault). */
export async function openSignedIn(
  page: Page,
  path: string,
  beforeSignIn?: () => Promise<void>,
): Promise<void> {
  await page.goto(path);
  await beforeSignIn?.();
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(exactly(path));
}
