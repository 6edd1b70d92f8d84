import { expect, type Locator, type Page } from '@playwright/test';
import { openLoginPanel } from './access';

/** A newcomer's register form, as typed and as the form then shows it (masks applied). */
export const NEWCOMER = {
  name: 'Beatriz Fonseca Lima',
  birthDate: '1996-04-12',
  document: '12345678909',
  documentShown: '123.456.789-09',
  email: 'beatriz.fonseca@decola.dev',
  password: 'Decola#Nova2026',
  zipCode: '01310100',
  zipCodeShown: '01310-100',
  // What the zip lookup fills (seed/access/zipCodes.ts).
  state: 'São Paulo',
  city: 'São Paulo',
  district: 'Bela Vista',
  street: 'Avenida Paulista',
  addressNumber: '1578',
  complement: 'Apartamento 12',
} as const;

/** Opens 'Cadastre-se' from the login panel's 'Crie uma conta'. */
export async function openRegister(page: Page): Promise<Locator> {
  await page.goto('/student/home');
  const login = await openLoginPanel(page);
  await login.getByRole('button', { name: 'Crie uma conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
  await expect(dialog.getByRole('form', { name: 'Cadastro' })).toBeVisible();
  return dialog;
}

/** The register form's controls, by their accessible names. */
export function registerFields(dialog: Locator) {
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  return {
    name: box('Nome completo'),
    birthDate: box('Data de nascimento'),
    document: box('CPF'),
    email: box('E-mail'),
    password: box('Senha'),
    confirmation: box('Confirmar senha'),
    zipCode: box('CEP'),
    state: dialog.getByRole('combobox', { name: 'Estado' }),
    city: box('Cidade'),
    district: box('Bairro'),
    street: box('Rua'),
    addressNumber: dialog.getByRole('spinbutton', { name: 'Número' }),
    complement: box('Complemento'),
    terms: dialog.getByRole('checkbox', { name: /^Li e aceito os Termos de Uso/ }),
    submit: dialog.getByRole('button', { name: 'Cadastrar' }),
  };
}

/** The state the select shows (its chosen option's text; 'Selecionar' when none). */
export function chosenState(dialog: Locator): Locator {
  return registerFields(dialog).state.locator('option:checked');
}

/** Types the whole newcomer form, the zip lookup included, and ticks the terms. */
export async function fillRegisterForm(dialog: Locator): Promise<void> {
  const fields = registerFields(dialog);
  await fields.name.fill(NEWCOMER.name);
  await fields.birthDate.fill(NEWCOMER.birthDate);
  await fields.document.fill(NEWCOMER.document);
  await fields.email.fill(NEWCOMER.email);
  await fields.password.fill(NEWCOMER.password);
  await fields.confirmation.fill(NEWCOMER.password);
  await fields.zipCode.fill(NEWCOMER.zipCode);
  await expect(fields.street).toHaveValue(NEWCOMER.street);
  await fields.addressNumber.fill(NEWCOMER.addressNumber);
  await fields.complement.fill(NEWCOMER.complement);
  await fields.terms.check();
}

/** Every value of fillRegisterForm is still on screen. */
export async function expectRegisterFormKept(dialog: Locator): Promise<void> {
  const fields = registerFields(dialog);
  await expect(fields.name).toHaveValue(NEWCOMER.name);
  await expect(fields.birthDate).toHaveValue(NEWCOMER.birthDate);
  await expect(fields.document).toHaveValue(NEWCOMER.documentShown);
  await expect(fields.email).toHaveValue(NEWCOMER.email);
  await expect(fields.password).toHaveValue(NEWCOMER.password);
  await expect(fields.confirmation).toHaveValue(NEWCOMER.password);
  await expect(fields.zipCode).toHaveValue(NEWCOMER.zipCodeShown);
  await expect(chosenState(dialog)).toHaveText(NEWCOMER.state);
  await expect(fields.city).toHaveValue(NEWCOMER.city);
  await expect(fields.district).toHaveValue(NEWCOMER.district);
  await expect(fields.street).toHaveValue(NEWCOMER.street);
  await expect(fields.addressNumber).toHaveValue(NEWCOMER.addressNumber);
  await expect(fields.complement).toHaveValue(NEWCOMER.complement);
  await expect(fields.terms).toBeChecked();
}
