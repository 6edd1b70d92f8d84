import { expect, test } from '../support/test';
import { exactly, expectDashboard, signOut } from '../support/access';
import { injectFault } from '../support/demo';
import { signIn } from '../support/signIn';

for (const fault of ['500', 'network'] as const) {
  test(`logout ends the session even when the call fails (${fault})`, async ({ page }) => {
    // A login, a logout and a guarded page load: the slow budget, as the other access journeys.
    test.slow();
    await page.goto('/student/dashboard');
    await signIn(page, 'aluno@decola.dev');
    await expectDashboard(page, 'Carol');
    await injectFault(page, 'logout', fault);

    // spec 1 §4 Other: whatever the call answers, the configuration is reloaded and home follows.
    const configurationReloaded = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/decola/configuration',
    );
    await signOut(page, 'Carol');
    await configurationReloaded;
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('decola:user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('decola:signed-in'))).toBeNull();

    // Nobody is signed in any more: the dashboard asks for the login again.
    await page.goto('/student/dashboard');
    await expect(page).toHaveURL(exactly('/student/home?redirect=%2Fstudent%2Fdashboard'));
    await expect(
      page.getByRole('dialog', { name: 'Entrar' }).getByRole('textbox', { name: 'CPF ou e-mail' }),
    ).toBeVisible();
  });
}
