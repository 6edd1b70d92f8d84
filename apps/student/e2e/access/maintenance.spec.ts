import { expect, test } from '../support/test';
import { exactly, expectDashboard, expectSignedIn } from '../support/access';
import { openDemoPanel, turnMaintenanceOn } from '../support/demo';
import { signIn } from '../support/signIn';

test('maintenance mode sends a signed-in learner to the maintenance page, and back when it ends', async ({
  page,
}) => {
  // Several logins and page loads in one journey: three times the usual time on busy machines.
  test.slow();
  await page.goto('/student/dashboard');
  await signIn(page, 'aluno@decola.dev');
  await expectDashboard(page, 'Carol');

  // spec 1 §2: with maintenance on, everything goes to the maintenance page.
  await turnMaintenanceOn(page);
  await expectSignedIn(page, 'Carol');
  // spec 1 §6: only admin entries stay enabled; the header's mark leads nowhere.
  await expect(page.getByRole('link', { name: 'Decola, ir para Meu dashboard' })).toHaveCount(0);

  // Any other address too, even typed in by hand.
  await page.goto('/student/search?page=1&limit=20&search=lideranca');
  await expect(page).toHaveURL(exactly('/student/maintenance'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estamos em manutenção' }),
  ).toBeVisible();

  // Off again: the learner on the maintenance page goes to the dashboard.
  const panelAgain = await openDemoPanel(page);
  await panelAgain.getByRole('switch', { name: 'Modo de manutenção' }).click();
  await expectDashboard(page, 'Carol');
});

test('"Tentar novamente" on the maintenance page leads to the dashboard once the mode is off', async ({
  page,
}) => {
  // The mode is on before the learner arrives (the demo's link directive).
  await page.goto('/student/dashboard?demo=maintenance');
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(exactly('/student/maintenance'));
  const retry = page.getByRole('button', { name: 'Tentar novamente' });

  // Still on: retrying asks for the configuration again and stays on the page.
  const configurationLoaded = page.waitForResponse((response) =>
    response.url().endsWith('/api/decola/configuration'),
  );
  await retry.click();
  await configurationLoaded;
  await expect(page).toHaveURL(exactly('/student/maintenance'));
  await expect(retry).toBeEnabled();

  // Switched off on the server (not through the panel, which would re-run the guard itself).
  await page.evaluate(() => window.__decolaDemo?.update({ maintenanceMode: false }));
  await retry.click();
  await expectDashboard(page, 'Carol');
});
