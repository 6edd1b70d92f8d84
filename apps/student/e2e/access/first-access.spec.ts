import { expect, test } from '../support/test';
import { exactly, expectDashboard, signOut, successToast } from '../support/access';
import { signIn } from '../support/signIn';

const NEW_PASSWORD = 'Primeiro#Acesso9';

test('an imported user creates a new password on the first access and enters the dashboard', async ({
  page,
}) => {
  // Several logins and page loads in one journey: three times the usual time on busy machines.
  test.slow();
  await page.goto('/student/home');
  // novo@decola.dev: imported from the HR system, never changed the password (seed/users.ts).
  await signIn(page, 'novo@decola.dev');

  // spec 1 §4: an imported user who never changed the password goes to create new credentials.
  await expect(page).toHaveURL(exactly('/student/home?firstLogin=create-new-credentials'));
  const screen = page.getByRole('dialog', { name: 'Primeiro acesso' });
  await expect(
    screen.getByText('Detectamos que este é seu primeiro acesso. Crie uma nova senha.', {
      exact: true,
    }),
  ).toBeVisible();

  await screen.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await screen.getByRole('textbox', { name: 'Confirme a nova senha' }).fill(NEW_PASSWORD);
  const save = screen.getByRole('button', { name: 'Salvar e entrar' });

  // spec 1 §4, §5: nothing happens before the terms box is ticked.
  await save.click();
  await expect(
    screen.getByText('É necessário aceitar o Termo de Uso para prosseguir!', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(exactly('/student/home?firstLogin=create-new-credentials'));

  const terms = screen.getByRole('checkbox', { name: 'Li e aceito o Termo de Uso' });
  await terms.check();
  await save.click();

  // Change the password, accept the term, the success message, the dashboard.
  await expect(successToast(page, 'Senha alterada com sucesso!')).toBeVisible();
  await expectDashboard(page, 'Marcelo');

  // The new password is the one that works now, straight into the portal.
  await signOut(page, 'Marcelo');
  await signIn(page, 'novo@decola.dev', NEW_PASSWORD);
  await expectDashboard(page, 'Marcelo');
});
