import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  exactly,
  expectDashboard,
  expectSignedIn,
  SEARCH_DEEP_LINK,
  signOut,
} from '../support/access';
import { signIn } from '../support/signIn';

/** The modal the terms user meets after login (termos@decola.dev in seed/users.ts). */
function termsModal(page: Page) {
  return page.getByRole('dialog', { name: 'Atualizamos o Termo de Uso' });
}

test('new terms are accepted after login, then the learner goes on to the deep link', async ({
  page,
}) => {
  await page.goto(SEARCH_DEEP_LINK);
  await signIn(page, 'termos@decola.dev');

  // spec 1 §4: home with acceptTerm=true, keeping the redirect.
  await expect(page).toHaveURL(
    exactly(`/student/home?acceptTerm=true&redirect=${encodeURIComponent(SEARCH_DEEP_LINK)}`),
  );
  const modal = termsModal(page);
  const accept = modal.getByRole('button', { name: 'Aceitar e continuar' });
  await expect(accept).toBeVisible();
  await expect(modal.getByRole('link', { name: /Ler o Termo de Uso/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  // spec 1 §5: the box must be ticked first.
  await accept.click();
  await expect(
    modal.getByText('É necessário aceitar o Termo de Uso para prosseguir!', { exact: true }),
  ).toBeVisible();

  await modal.getByRole('checkbox', { name: 'Li e aceito o novo Termo de Uso' }).check();
  await accept.click();

  await expect(page).toHaveURL(exactly(SEARCH_DEEP_LINK));
  await expectSignedIn(page, 'Juliana');
});

test('new terms accepted without a redirect lead to the dashboard, and are not asked again', async ({
  page,
}) => {
  // Several logins and page loads in one journey: three times the usual time on busy machines.
  test.slow();
  await page.goto('/student/home');
  await signIn(page, 'termos@decola.dev');

  await expect(page).toHaveURL(exactly('/student/home?acceptTerm=true'));
  const modal = termsModal(page);
  await modal.getByRole('checkbox', { name: 'Li e aceito o novo Termo de Uso' }).check();
  await modal.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expectDashboard(page, 'Juliana');

  // The acceptance was recorded: the next login goes straight in.
  await signOut(page, 'Juliana');
  await signIn(page, 'termos@decola.dev');
  await expectDashboard(page, 'Juliana');
});
