import { type Page } from '@playwright/test';
import { openLoginPanel } from './access';

/** The demo accounts' shared password (packages/api-mocks/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Decola@2026';

/** The panel is already open when the page carries a `redirect` (spec 1 §2). */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const panel = await openLoginPanel(page);
  await panel.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(login);
  await panel.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
}
