import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, openLoginPanel } from '../support/access';
import { injectFault, type DemoFault } from '../support/demo';
import { expectRegisterFormKept, fillRegisterForm, openRegister } from '../support/register';

/** spec 1 §8; another server error shows the server's own message (api-mocks' faults.ts). */
const FAULTS: { fault: DemoFault; what: string; message: string }[] = [
  {
    fault: '500',
    what: 'a 500',
    message: 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
  },
  { fault: '403', what: 'a 403', message: 'Faça seu login novamente.' },
  { fault: 'network', what: 'a network failure', message: 'Erro de conexão.' },
  {
    fault: 'empty',
    what: 'a body without code and message',
    message: 'Ocorreu um erro inesperado.',
  },
];

/** A form that calls the server: how to reach and fill it, and how to tell it kept every value. */
type FailingForm = {
  form: string;
  /** The operation of the contract its submit calls. */
  operationId: string;
  /** Opens the form and types in it; answers where it lives and its submit button. */
  fill: (page: Page) => Promise<{ scope: Locator; submit: Locator }>;
  expectKept: (scope: Locator) => Promise<void>;
};

const LOGIN = { login: 'aluno@decola.dev', password: 'Decola@2026' };

// The identity data of novo@decola.dev (seed/users.ts), as typed and as shown after the CPF mask.
const IDENTITY = {
  name: 'Marcelo Nogueira Pinto',
  birthDate: '1987-11-03',
  badgeCode: '51873',
  document: '86288366757',
  documentShown: '862.883.667-57',
  mothersName: 'Cláudia Nogueira Pinto',
};

async function openResetFlow(page: Page, option: string): Promise<Locator> {
  await page.goto('/student/home/reset');
  const flow = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await flow.getByRole('button', { name: option }).click();
  return flow;
}

const identityFields = (flow: Locator) => {
  const company = flow.getByRole('group', { name: 'Ou informe seus dados da empresa' });
  return {
    email: flow.getByRole('textbox', { name: 'E-mail' }),
    name: company.getByRole('textbox', { name: 'Nome completo' }),
    birthDate: company.getByRole('textbox', { name: 'Data de nascimento' }),
    badgeCode: company.getByRole('textbox', { name: 'Matrícula' }),
    document: company.getByRole('textbox', { name: 'CPF' }),
    mothersName: company.getByRole('textbox', { name: 'Nome da mãe' }),
  };
};

const FORMS: FailingForm[] = [
  {
    form: 'login',
    operationId: 'login',
    async fill(page) {
      await page.goto('/student/home');
      const scope = await openLoginPanel(page);
      await scope.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(LOGIN.login);
      await scope.getByRole('textbox', { name: 'Senha', exact: true }).fill(LOGIN.password);
      return { scope, submit: scope.getByRole('button', { name: 'Entrar', exact: true }) };
    },
    async expectKept(scope) {
      await expect(scope.getByRole('textbox', { name: 'CPF ou e-mail' })).toHaveValue(LOGIN.login);
      await expect(scope.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue(
        LOGIN.password,
      );
    },
  },
  {
    form: 'register',
    operationId: 'register',
    async fill(page) {
      const scope = await openRegister(page);
      await fillRegisterForm(scope);
      return { scope, submit: scope.getByRole('button', { name: 'Cadastrar' }) };
    },
    expectKept: expectRegisterFormKept,
  },
  {
    form: 'recovery request',
    operationId: 'recoverPasswordByEmail',
    async fill(page) {
      const scope = await openResetFlow(page, 'Receber e-mail de recuperação');
      await scope.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(LOGIN.login);
      return { scope, submit: scope.getByRole('button', { name: 'Enviar' }) };
    },
    async expectKept(scope) {
      await expect(scope.getByRole('textbox', { name: 'CPF ou e-mail' })).toHaveValue(LOGIN.login);
      await expect(scope.getByRole('heading', { name: 'VERIFIQUE SEU E-MAIL' })).toHaveCount(0);
    },
  },
  {
    form: 'recovery identity check',
    operationId: 'checkRecoveryData',
    async fill(page) {
      const scope = await openResetFlow(page, 'Redefinir com meus dados da empresa');
      const fields = identityFields(scope);
      await fields.name.fill(IDENTITY.name);
      await fields.birthDate.fill(IDENTITY.birthDate);
      await fields.badgeCode.fill(IDENTITY.badgeCode);
      await fields.document.fill(IDENTITY.document);
      await fields.mothersName.fill(IDENTITY.mothersName);
      return { scope, submit: scope.getByRole('button', { name: 'Validar dados' }) };
    },
    async expectKept(scope) {
      const fields = identityFields(scope);
      await expect(fields.email).toHaveValue('');
      await expect(fields.name).toHaveValue(IDENTITY.name);
      await expect(fields.birthDate).toHaveValue(IDENTITY.birthDate);
      await expect(fields.badgeCode).toHaveValue(IDENTITY.badgeCode);
      await expect(fields.document).toHaveValue(IDENTITY.documentShown);
      await expect(fields.mothersName).toHaveValue(IDENTITY.mothersName);
    },
  },
];

for (const { form, operationId, fill, expectKept } of FORMS) {
  test.describe(`the ${form} form when the server fails`, () => {
    for (const { fault, what, message } of FAULTS) {
      test(`${what} shows '${message}' and keeps every value typed`, async ({ page }) => {
        const { scope, submit } = await fill(page);
        const address = page.url();
        await injectFault(page, operationId, fault);

        await submit.click();

        // The form's own alert (its '!' icon is hidden from assistive technology).
        await expect(scope.getByRole('alert').getByText(message, { exact: true })).toBeVisible();
        await expectKept(scope);
        // The failure leaves the learner where they were, signed out and on the same form.
        await expect(page).toHaveURL(exactly(new URL(address).pathname));
      });
    }
  });
}
