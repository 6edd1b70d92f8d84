import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, expectDashboard, successToast } from '../support/access';
import { chosenState, NEWCOMER, registerFields } from '../support/register';
import { DEMO_PASSWORD } from '../support/signIn';

/** The circle brand in demo mode (apps/student/src/common/template.ts), remembered for the tab. */
const CIRCLE_HOME = '/student/home?template=circle';

/** A foreigner joining the circle: no CPF, the birth date typed as dd/mm/aaaa. */
const FOREIGNER = {
  name: 'Lucía Fernández Gómez',
  birthDate: '23/07/1991',
  email: 'lucia.fernandez@circulodecola.dev',
  password: 'Circulo2026',
} as const;

/** Signs in through the circle landing's own 'Acesse' form, in the page (no login panel). */
async function signInThroughAcesse(page: Page, login: string, password: string) {
  const access = page.getByRole('region', { name: 'Acesse' });
  await access.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(login);
  await access.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await access.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('circle landing', () => {
  test("a learner signs in through the in-page 'Acesse' form", async ({ page }) => {
    // The dashboard's first load after a login takes 15–20 s on these shared 2-core machines.
    test.slow();
    await page.goto(CIRCLE_HOME);
    await expect(page.locator('html')).toHaveAttribute('data-template', 'circle');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aprender junto leva a gente mais longe' }),
    ).toBeVisible();
    // The form is the page's own: no 'Entrar' panel is opened for it.
    await signInThroughAcesse(page, 'aluno@decola.dev', DEMO_PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0);
    await expectDashboard(page, 'Carol');
  });

  test('the circle landing has the about video too, playing while half of it is in view', async ({
    page,
  }) => {
    await page.goto(CIRCLE_HOME);
    const video = page
      .getByRole('region', { name: 'Sobre o Decola' })
      .getByLabel('Vídeo de apresentação do Decola');
    await expect(video).toHaveJSProperty('paused', true);
    await video.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(video).toHaveJSProperty('paused', false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(video).toHaveJSProperty('paused', true);
  });

  test("a foreigner registers through 'Cadastre-se' and signs in with the new account", async ({
    page,
  }) => {
    // A register, a login and the onboarding's first load in one journey.
    test.slow();
    await page.goto(CIRCLE_HOME);
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastre-se' });
    await expect(dialog.getByRole('form', { name: 'Cadastro' })).toBeVisible();
    const fields = registerFields(dialog);
    const foreigner = dialog.getByRole('checkbox', { name: 'Sou estrangeiro' });

    await fields.name.fill(FOREIGNER.name);
    // spec 1 §2: on circle the birth date is free text, dd/mm/aaaa.
    await expect(fields.birthDate).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await fields.birthDate.pressSequentially(FOREIGNER.birthDate);
    await expect(fields.birthDate).toHaveValue(FOREIGNER.birthDate);
    await fields.email.fill(FOREIGNER.email);
    await fields.password.fill(FOREIGNER.password);
    await fields.confirmation.fill(FOREIGNER.password);

    // Living in Brazil, the address comes from the zip lookup.
    await fields.zipCode.fill(NEWCOMER.zipCode);
    await expect(fields.street).toHaveValue(NEWCOMER.street);
    await expect(chosenState(dialog)).toHaveText(NEWCOMER.state);
    await expect(fields.city).toHaveValue(NEWCOMER.city);
    await expect(fields.district).toHaveValue(NEWCOMER.district);
    await fields.addressNumber.fill(NEWCOMER.addressNumber);

    // Without a CPF: the foreigner checkbox disables it, and the address stays as looked up.
    await expect(fields.document).toBeEnabled();
    await foreigner.check();
    await expect(fields.document).toBeDisabled();
    const postalCode = dialog.getByRole('textbox', { name: 'Código postal', exact: true });
    await expect(postalCode).toHaveValue(NEWCOMER.zipCodeShown);
    await expect(fields.street).toHaveValue(NEWCOMER.street);
    await expect(chosenState(dialog)).toHaveText(NEWCOMER.state);

    await fields.terms.check();
    await fields.submit.click();
    await expect(successToast(page, 'Cadastro realizado com sucesso!')).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Cadastro' })).toBeHidden();

    // The new account signs in from the same 'Acesse' form; a first login starts the onboarding.
    await signInThroughAcesse(page, FOREIGNER.email, FOREIGNER.password);
    await expect(page).toHaveURL(exactly('/student/dashboard/onboarding/1'));
    await expect(
      page
        .getByRole('dialog', { name: 'Primeiros passos' })
        .getByRole('heading', { name: 'Olá, Lucía!' }),
    ).toBeVisible();
  });
});
