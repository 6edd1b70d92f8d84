import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectDashboard, openLoginPanel } from '../support/access';
import { clearFaults, injectFault } from '../support/demo';
import { NEWCOMER, openRegister, registerFields } from '../support/register';
import { DEMO_PASSWORD } from '../support/signIn';

/** A paste as the browser delivers it to the field (the clipboard itself is out of reach). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('a 40,000-character e-mail answers at once', async ({ page }) => {
  const dialog = await openRegister(page);
  const fields = registerFields(dialog);
  const hostile = `a@${'a.'.repeat(19_998)}a@`;

  // Typed or pasted, the field keeps what the contract takes.
  await fields.email.fill(hostile);
  await expect(fields.email).toHaveValue(hostile.slice(0, 254));

  // Even past the field's limit (a script, an extension), the check answers before any pattern.
  await fields.email.evaluate((input) => input.removeAttribute('maxlength'));
  await fields.email.fill(hostile);
  await expect(fields.email).toHaveValue(hostile);
  const started = Date.now();
  await fields.submit.click();
  await expect(fields.email).toHaveAccessibleDescription('Informe um e-mail válido.');
  expect(Date.now() - started).toBeLessThan(1000);
});

test("a pasted 'CPF: 529.982.247-25' signs in with the CPF", async ({ page }) => {
  await page.goto('/student/home');
  const panel = await openLoginPanel(page);
  const login = panel.getByRole('textbox', { name: 'CPF ou e-mail' });
  await paste(login, 'CPF: 529.982.247-25');
  await expect(login).toHaveValue('52998224725');
  await panel.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectDashboard(page, 'Carol');
});

test("a pasted 'CPF: 529.982.247-25' is cleaned before the register's 14 characters cut it", async ({
  page,
}) => {
  const dialog = await openRegister(page);
  const { document } = registerFields(dialog);
  await paste(document, 'CPF: 529.982.247-25');
  await expect(document).toHaveValue('529.982.247-25');
  await document.fill('');
  await paste(document, ' 529 982 247 25\n');
  await expect(document).toHaveValue('529.982.247-25');
});

test('a zip lookup with no answer keeps the address typed; an unknown zip clears it', async ({
  page,
}) => {
  const dialog = await openRegister(page);
  const fields = registerFields(dialog);
  await fields.zipCode.fill(NEWCOMER.zipCode);
  await expect(fields.street).toHaveValue(NEWCOMER.street);
  await fields.addressNumber.fill(NEWCOMER.addressNumber);

  for (const fault of ['network', '500'] as const) {
    await injectFault(page, 'lookupZipCode', fault, 1);
    await fields.zipCode.fill('80420090');
    await expect(fields.zipCode).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.zipCode).not.toHaveAccessibleDescription('O CEP digitado não existe!');
    await expect(fields.city).toHaveValue(NEWCOMER.city);
    await expect(fields.street).toHaveValue(NEWCOMER.street);
    await expect(fields.addressNumber).toHaveValue(NEWCOMER.addressNumber);
    await fields.zipCode.fill(NEWCOMER.zipCode);
    await expect(fields.zipCode).not.toHaveAttribute('aria-invalid');
  }
  await expect(fields.zipCode).toHaveAccessibleDescription('');

  await clearFaults(page);
  await fields.zipCode.fill('99999999');
  await expect(fields.zipCode).toHaveAccessibleDescription('O CEP digitado não existe!');
  await expect(fields.city).toHaveValue('');
  await expect(fields.street).toHaveValue('');
  await expect(fields.addressNumber).toHaveValue(NEWCOMER.addressNumber);
});
