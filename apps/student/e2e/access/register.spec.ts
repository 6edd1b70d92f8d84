import { expect, test } from '../support/test';
import { exactly, successToast } from '../support/access';
import { injectFault } from '../support/demo';
import {
  chosenState,
  expectRegisterFormKept,
  fillRegisterForm,
  NEWCOMER,
  openRegister,
  registerFields,
} from '../support/register';
import { signIn } from '../support/signIn';

test('a zip that exists fills the address and keeps the zip as typed', async ({ page }) => {
  const dialog = await openRegister(page);
  const fields = registerFields(dialog);
  await expect(chosenState(dialog)).toHaveText('Selecionar');

  // spec 1 §8: while the lookup runs, the address fields show '...'.
  await injectFault(page, 'lookupZipCode', 'delay-1000');
  await fields.zipCode.fill(NEWCOMER.zipCode);
  await expect(fields.city).toHaveValue('...');
  await expect(fields.district).toHaveValue('...');
  await expect(fields.street).toHaveValue('...');

  // spec 1 §4: federalUnit, city, district and street filled; the typed zip kept (masked).
  await expect(fields.street).toHaveValue(NEWCOMER.street);
  await expect(fields.zipCode).toHaveValue(NEWCOMER.zipCodeShown);
  await expect(chosenState(dialog)).toHaveText(NEWCOMER.state);
  await expect(fields.city).toHaveValue(NEWCOMER.city);
  await expect(fields.district).toHaveValue(NEWCOMER.district);
});

test("a zip that does not exist says 'O CEP digitado não existe!' and clears the address", async ({
  page,
}) => {
  const dialog = await openRegister(page);
  const fields = registerFields(dialog);
  await fields.zipCode.fill(NEWCOMER.zipCode);
  await expect(fields.street).toHaveValue(NEWCOMER.street);

  await fields.zipCode.fill('99999999');
  await expect(fields.zipCode).toHaveValue('99999-999');
  await expect(dialog.getByText('O CEP digitado não existe!', { exact: true })).toBeVisible();
  await expect(fields.zipCode).toHaveAccessibleDescription(/O CEP digitado não existe!/);
  await expect(chosenState(dialog)).toHaveText('Selecionar');
  await expect(fields.city).toHaveValue('');
  await expect(fields.district).toHaveValue('');
  await expect(fields.street).toHaveValue('');
});

test("a complete register says 'Cadastro realizado com sucesso!', closes, and the account signs in", async ({
  page,
}) => {
  // Several logins and page loads in one journey: three times the usual time on busy machines.
  test.slow();
  const dialog = await openRegister(page);
  await fillRegisterForm(dialog);
  // spec 1 §4, §5: the server's strength label, once the password matches the rules.
  await expect(dialog.getByText('Força da senha: senha forte')).toBeVisible();
  await expectRegisterFormKept(dialog);

  await registerFields(dialog).submit.click();

  await expect(successToast(page, 'Cadastro realizado com sucesso!')).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Cadastro' })).toBeHidden();

  // A self-registered learner signs in with the new account; as a first login, entering the
  // dashboard starts the onboarding at step 1 (spec 1 §2).
  await signIn(page, NEWCOMER.email, NEWCOMER.password);
  await expect(page).toHaveURL(exactly('/student/dashboard/onboarding/1'));
  await expect(
    page
      .getByRole('dialog', { name: 'Primeiros passos' })
      .getByRole('heading', { name: 'Olá, Beatriz!' }),
  ).toBeVisible();
});
