import { expect, type Page } from '@playwright/test';
import { exactly, openLoginPanel } from './access';
import { demoReady } from './demo';

/** The demo accounts' shared password (packages/api-mocks/src/seed/users.ts). */
export const DEMO_PASSWORD = 'Decola@2026';

/** The panel is already open when the page carries a `redirect` (spec 1 §2). */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const panel = await openLoginPanel(page);
  await panel.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(login);
  await panel.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The public page that loads no data, where the demo backend starts at once. */
const LIGHT_PAGE = '/student/terms';
/** The app's "try the session" flag (apps/student/src/session/signedIn.ts). */
const SIGNED_IN_FLAG = 'decola:signed-in';

/**
 * Signed in as `login`, then on `path`: for journeys that are not about signing in. Instead of the
 * login form and the dashboard it leads to, the login call goes to the demo backend from a light
 * page, and the app then moves to `path` as the browser's back button does — through the route
 * guard, which asks the backend for the session. `beforeSignIn` runs once the backend answers (a
 * fault to inject). Journeys about the login, the guard or its redirects keep `signIn`.
 */
export async function openAs(
  page: Page,
  path: string,
  login = 'aluno@decola.dev',
  beforeSignIn?: () => Promise<void>,
): Promise<void> {
  await page.goto(LIGHT_PAGE);
  await demoReady(page);
  await beforeSignIn?.();
  await page.evaluate(
    async ({ login, password, flag, path }) => {
      const answer = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login, password }),
      });
      if (!answer.ok) throw new Error(`login answered ${answer.status}`);
      localStorage.setItem(flag, 'true');
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { login, password: DEMO_PASSWORD, flag: SIGNED_IN_FLAG, path },
  );
}

/** The aluno on a private path (`openAs`), its address checked; `beforeSignIn` as there. */
export async function openSignedIn(
  page: Page,
  path: string,
  beforeSignIn?: () => Promise<void>,
): Promise<void> {
  await openAs(page, path, 'aluno@decola.dev', beforeSignIn);
  await expect(page).toHaveURL(exactly(path));
}
