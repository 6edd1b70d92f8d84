import { expect, type Page } from '@playwright/test';

/** The deep link of spec 1 §2's example: a private search with its query string. */
export const SEARCH_DEEP_LINK = '/student/search?page=1&limit=20&search=lideranca';

/** A path of the portal as an exact URL matcher (the whole path and query, nothing after it). */
export function exactly(path: string): RegExp {
  return new RegExp(`^http://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The signed-in shell: the header greets the learner by first (or social) name. */
export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Olá, ${name}` }),
  ).toBeVisible();
}

/** Where a login without a (safe) redirect leads: the dashboard, signed in. */
export async function expectDashboard(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  await expectSignedIn(page, name);
}

/** Headless UI's dialog has no box of its own: its visibility is read from the field inside. */
export async function openLoginPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Entrar' });
  const field = panel.getByRole('textbox', { name: 'CPF ou e-mail' });
  const callToAction = page.getByRole('button', { name: 'Entrar' }).first();
  // Once the landing shows anything, the router has settled on home and its query.
  await expect(field.or(callToAction).first()).toBeVisible();
  // The panel's chunk may still be on its way: never race it with a click behind it. A panel
  // already open (a redirect's, even one the address no longer shows) is the one to use.
  const opensByItself =
    new URL(page.url()).searchParams.has('redirect') || (await field.isVisible());
  if (!opensByItself) await callToAction.click();
  await expect(field).toBeVisible();
  return panel;
}

/** A success toast of the portal (role status, in the 'Avisos' region), by its exact text. */
export function successToast(page: Page, text: string) {
  return page
    .getByRole('region', { name: 'Avisos' })
    .getByRole('status')
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** Signs out through the user menu and its confirmation (spec 1 §4 Other), back on home. */
export async function signOut(page: Page, name: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Olá, ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deseja realmente sair?' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await expect(page).toHaveURL(exactly('/student/home'));
}
