import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoSettings } from '../support/demo';
import { openAs } from '../support/signIn';

/** Node 20 has no RegExp.escape. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type SeededNotification = { id: number; title: string; type: string; isRead: boolean };

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/decola/notifications');
    return ((await answer.json()) as { data: SeededNotification[] }).data;
  });

/** One line of the open list, by the notification's id. */
const entry = (page: Page, id: number) =>
  page
    .getByRole('list', { name: 'Notificações' })
    .getByRole('listitem')
    .filter({ has: page.locator(`[data-notification-id="${id}"]`) });

test.beforeEach(async ({ page }) => {
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('the learner reads a notification: the list closes, it is marked watched and opens its page', async ({
  page,
}) => {
  const unread = (await notifications(page)).find(
    (notification) => !notification.isRead && notification.type !== 'NEW_NOTIFICATION_WITH_IMAGE',
  );
  expect(unread).toBeDefined();

  await page.getByRole('button', { name: /^Notificações/ }).click();
  const list = page.getByRole('list', { name: 'Notificações' });
  // Titles repeat (two answered doubts): the entry is found by its id.
  await entry(page, unread!.id)
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(unread!.title)}`) })
    .click();

  await expect(list).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/student\/dashboard$/);
  await expect
    .poll(async () => (await notifications(page)).find(({ id }) => id === unread!.id)?.isRead)
    .toBe(true);
});

test('the learner deletes a notification after confirming it', async ({ page }) => {
  const [first] = await notifications(page);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await expect(page.getByRole('list', { name: 'Notificações' })).toBeVisible();
  await entry(page, first!.id)
    .getByRole('button', {
      name: new RegExp(`^Apagar notificação “${escapeRegExp(first!.title)}”`),
    })
    .click();

  const confirm = page
    .getByRole('alertdialog', { name: 'Apagar notificação?' })
    .or(page.getByRole('dialog', { name: 'Apagar notificação?' }));
  await confirm.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Notificação apagada!')).toBeVisible();
  await expect(entry(page, first!.id)).toHaveCount(0);
  expect((await notifications(page)).map(({ id }) => id)).not.toContain(first!.id);
});

test('the learner sends a suggestion', async ({ page }) => {
  await demoSettings(page, { suggestionMode: true });
  await page.reload();
  await page.getByRole('button', { name: /^Olá, / }).click();
  await page
    .getByRole('menuitem', { name: 'Dê sua sugestão' })
    .or(page.getByRole('button', { name: 'Dê sua sugestão' }))
    .click();
  const modal = page.getByRole('dialog', { name: 'Dê sua sugestão' });
  await modal.getByRole('textbox', { name: 'Título' }).fill('Trilha de BIM avançado');
  await expect(modal.getByText('22/100')).toBeVisible();
  await modal
    .getByRole('textbox', { name: 'Descrição' })
    .fill('Seria ótimo ter uma trilha de BIM com projetos reais de obra.');
  await modal.getByRole('button', { name: 'Enviar sugestão' }).click();
  await expect(page.getByText('Sugestão enviada!')).toBeVisible();
  await expect(modal).toHaveCount(0);
});
