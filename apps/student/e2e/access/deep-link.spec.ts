import { expect, test } from '../support/test';
import { exactly, expectSignedIn, SEARCH_DEEP_LINK } from '../support/access';
import { DEMO_PASSWORD } from '../support/signIn';

test('a visitor following a deep link signs in and lands on exactly that address', async ({
  page,
}) => {
  await page.goto(SEARCH_DEEP_LINK);

  // spec 1 §2: home, with the whole path and its query string in `redirect`.
  await expect(page).toHaveURL(
    exactly(`/student/home?redirect=${encodeURIComponent(SEARCH_DEEP_LINK)}`),
  );
  // The panel opens by itself when a redirect exists, and its login field takes the focus.
  const panel = page.getByRole('dialog', { name: 'Entrar' });
  const login = panel.getByRole('textbox', { name: 'CPF ou e-mail' });
  await expect(login).toBeVisible();
  await expect(login).toBeFocused();

  await login.fill('aluno@decola.dev');
  await panel.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(exactly(SEARCH_DEEP_LINK));
  await expectSignedIn(page, 'Carol');
  await expect(login).toBeHidden();
  // The search itself, with the query of the link.
  await expect(
    page.getByRole('banner').getByRole('searchbox', { name: 'Pesquisar treinamentos' }),
  ).toHaveValue('lideranca');
});

test('a CPF typed in the login panel is masked on blur and signs in as well', async ({ page }) => {
  await page.goto(SEARCH_DEEP_LINK);
  const panel = page.getByRole('dialog', { name: 'Entrar' });
  const login = panel.getByRole('textbox', { name: 'CPF ou e-mail' });

  await login.fill('52998224725');
  const password = panel.getByRole('textbox', { name: 'Senha', exact: true });
  await password.focus();
  await expect(login).toHaveValue('529.982.247-25');
  await password.fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(exactly(SEARCH_DEEP_LINK));
  await expectSignedIn(page, 'Carol');
});
