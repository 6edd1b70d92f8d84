import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, expectDashboard, openLoginPanel, successToast } from '../support/access';
import { lastEmailTo } from '../support/demo';
import { signIn } from '../support/signIn';

const NEW_PASSWORD = 'Recuperada#2026';

/** From the landing, the login panel's 'Esqueci minha senha' opens the reset options. */
async function openResetOptions(page: Page) {
  await page.goto('/student/home');
  const login = await openLoginPanel(page);
  await login.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(exactly('/student/home/reset'));
  const flow = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await expect(flow.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  return flow;
}

/** The new-password screen: the new-password pattern, its confirmation and the terms box. */
async function chooseNewPassword(page: Page) {
  const flow = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await expect(flow.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await flow.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await flow.getByRole('textbox', { name: 'Confirme a nova senha' }).fill(NEW_PASSWORD);
  const save = flow.getByRole('button', { name: 'Salvar nova senha' });
  // spec 1 §5: at reset too, the terms must be accepted.
  await save.click();
  await expect(
    flow.getByText('É necessário aceitar o Termo de Uso para prosseguir!', { exact: true }),
  ).toBeVisible();
  await flow.getByRole('checkbox', { name: 'Li e aceito o Termo de Uso' }).check();
  await save.click();

  // spec 1 §4: 'Senha alterada com sucesso!', then home.
  await expect(successToast(page, 'Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(exactly('/student/home'));
  // The landing itself, with no panel over it hiding the message.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The reset options' e-mail path, up to 'VERIFIQUE SEU E-MAIL', asked with an e-mail or a CPF. */
async function askRecoveryEmail(page: Page, identifier: string, shown: string) {
  const flow = await openResetOptions(page);
  await flow.getByRole('button', { name: 'Receber e-mail de recuperação' }).click();
  await expect(page).toHaveURL(exactly('/student/home/reset/email'));

  const field = flow.getByRole('textbox', { name: 'CPF ou e-mail' });
  await field.fill(identifier);
  await field.blur();
  await expect(field).toHaveValue(shown);
  await flow.getByRole('button', { name: 'Enviar' }).click();

  await expect(flow.getByRole('heading', { name: 'VERIFIQUE SEU E-MAIL' })).toBeVisible();
  await expect(flow.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
    'href',
    '/student/home',
  );
}

test('recovery by e-mail leads through the e-mailed link to a new password that signs in', async ({
  page,
}) => {
  // Several logins and page loads in one journey: three times the usual time on busy machines.
  test.slow();
  await askRecoveryEmail(page, 'aluno@decola.dev', 'aluno@decola.dev');

  // The demo keeps what it "sent" in its outbox: the learner follows the link of that e-mail.
  const email = await lastEmailTo(page, 'aluno@decola.dev');
  expect(email.link).toBe(`/student/home/reset/email/${email.token}`);
  await page.goto(email.link);
  // The identity was not checked on this path: no 'Usuário validado com sucesso!'.
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  // The link's token leaves the address at once, so the history never keeps it.
  await expect(page).toHaveURL(exactly('/student/home/reset/email'));
  await expect(page.getByText('Usuário validado com sucesso!')).toHaveCount(0);
  await chooseNewPassword(page);

  await signIn(page, 'aluno@decola.dev', NEW_PASSWORD);
  await expectDashboard(page, 'Carol');
});

test('recovery asked with a CPF (masked on blur) e-mails the account holder', async ({ page }) => {
  await askRecoveryEmail(page, '52998224725', '529.982.247-25');
  const email = await lastEmailTo(page, 'aluno@decola.dev');
  expect(email.link).toBe(`/student/home/reset/email/${email.token}`);
});

test('recovery answered with recoveryType "data" goes through the identity form to a new password', async ({
  page,
}) => {
  // Several logins and page loads in one journey: three times the usual time on busy machines.
  test.slow();
  const flow = await openResetOptions(page);
  await flow.getByRole('button', { name: 'Receber e-mail de recuperação' }).click();
  // novo@decola.dev came from the HR system: the server answers recoveryType 'data'.
  await flow.getByRole('textbox', { name: 'CPF ou e-mail' }).fill('novo@decola.dev');
  await flow.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(exactly('/student/home/reset/identity'));
  await expect(flow.getByRole('heading', { name: 'Validar meus dados' })).toBeVisible();
  const company = flow.getByRole('group', { name: 'Ou informe seus dados da empresa' });
  await company.getByRole('textbox', { name: 'Nome completo' }).fill('Marcelo Nogueira Pinto');
  await company.getByRole('textbox', { name: 'Data de nascimento' }).fill('1987-11-03');
  await company.getByRole('textbox', { name: 'Matrícula' }).fill('51873');
  await company.getByRole('textbox', { name: 'CPF' }).fill('86288366757');
  await company.getByRole('textbox', { name: 'Nome da mãe' }).fill('Cláudia Nogueira Pinto');
  await flow.getByRole('button', { name: 'Validar dados' }).click();

  // spec 1 §4: the identity check returns a token; the new-password screen says so. The token
  // travels in router state: the address, and so the history, never holds it.
  await expect(flow.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await expect(page).toHaveURL(exactly('/student/home/reset/identity'));
  await expect(
    flow.getByRole('status').filter({ hasText: 'Usuário validado com sucesso!' }),
  ).toBeVisible();
  await chooseNewPassword(page);

  // The password is changed, so the imported user is no longer asked to create new credentials.
  await signIn(page, 'novo@decola.dev', NEW_PASSWORD);
  await expectDashboard(page, 'Marcelo');
});

test('the reset options offer the e-mail, the company data and support; "Voltar" returns', async ({
  page,
}) => {
  const flow = await openResetOptions(page);
  await expect(flow.getByRole('button', { name: 'Receber e-mail de recuperação' })).toBeVisible();
  await expect(flow.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );

  await flow.getByRole('button', { name: 'Redefinir com meus dados da empresa' }).click();
  await expect(page).toHaveURL(exactly('/student/home/reset/identity'));
  await expect(flow.getByRole('heading', { name: 'Validar meus dados' })).toBeVisible();

  await flow.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(exactly('/student/home/reset'));
  await expect(flow.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
});

test('on the corporate portal template the recovery e-mail option is hidden', async ({ page }) => {
  // Demo mode: `?template=` stands in for the portal's host (spec 1 §2).
  await page.goto('/student/home/reset?template=portal');
  const flow = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await expect(flow.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await expect(
    flow.getByRole('button', { name: 'Redefinir com meus dados da empresa' }),
  ).toBeVisible();
  await expect(flow.getByRole('button', { name: 'Receber e-mail de recuperação' })).toHaveCount(0);
});
