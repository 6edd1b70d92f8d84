import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoReady } from '../support/demo';
import { signIn } from '../support/signIn';

// Seed (packages/api-mocks/src/seed/events/trainings.ts): training 6's third module is today, and
// its QR code's token is formacao-6-modulo-603; the aluno checked in to the first two.
const TRAINING = 'Formação de Encarregados de Obra';
const MODULE = 'Módulo 3 – Segurança e NR-18 no dia a dia';
const TOKEN = 'formacao-6-modulo-603';

/** The training's check-in link as the demo panel lists it (and draws as a QR code). */
async function demoCheckInLink(page: Page): Promise<string> {
  await page.goto('/student/terms');
  await demoReady(page);
  await page.getByRole('button', { name: 'Demonstração' }).click();
  const label = new RegExp(`^${TRAINING} – ${MODULE}`);
  await expect(
    page.getByRole('img', { name: new RegExp(`QR code: ${TRAINING} – ${MODULE}`) }),
  ).not.toHaveAttribute('aria-busy');
  return (await page.getByRole('link', { name: label }).getAttribute('href'))!;
}

test('a QR link opened without a session signs in, confirms and shows the training attended', async ({
  page,
  browser,
}) => {
  const link = await demoCheckInLink(page);
  expect(new URL(link).hash).toBe(`#token=${TOKEN}`);

  // The phone: a browser of its own, with no session.
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const tab = await phone.newPage();
  const violations = await recordCspViolations(tab);
  const requests: Request[] = [];
  tab.on('request', (request) => requests.push(request));
  const consoleLines: string[] = [];
  tab.on('console', (message) => consoleLines.push(message.text()));

  await tab.goto(link);
  // The guard's redirect carries the address without its token.
  await expect(tab).toHaveURL(
    `/student/home?redirect=${encodeURIComponent('/student/check-in/training?id=6')}`,
  );
  await signIn(tab, 'aluno@decola.dev');
  await expect(tab).toHaveURL('/student/check-in/training?id=6');
  const subject = tab.getByRole('region', { name: 'Você está confirmando sua presença em:' });
  await expect(subject).toContainText(TRAINING);
  await expect(subject).toContainText(MODULE);
  expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const checkIn = tab.waitForRequest('**/api/decola/graduation/check-in/qr-code?**');
  await tab.getByRole('button', { name: 'Confirmar presença' }).click();
  const sent = await checkIn;
  expect(sent.method()).toBe('POST');
  expect(await sent.headerValue('authorization')).toBe(`Bearer ${TOKEN}`);
  expect(new URL(sent.url()).searchParams.get('confirmation')).toBe('true');
  await expect(tab.getByRole('status').filter({ hasText: 'Presença confirmada!' })).toBeVisible();

  // The token was in no request's address, no log line, and in no entry of the history.
  expect(requests.filter((request) => request.url().includes(TOKEN))).toEqual([]);
  expect(consoleLines.filter((line) => line.includes(TOKEN))).toEqual([]);
  expect(await tab.evaluate(() => sessionStorage.getItem('decola:check-in'))).toBeNull();
  await tab.getByRole('link', { name: 'Ver treinamento' }).click();
  const situation = tab.getByRole('region', { name: 'Sua participação' });
  await expect(situation.getByText('Presença em 3 de 4 encontros.')).toBeVisible();
  const today = tab.getByRole('region', { name: 'Agenda' }).getByRole('article', { name: MODULE });
  await expect(today.getByText('Presença confirmada')).toBeVisible();
  for (let back = 0; back < 3 && (await tab.goBack()) !== null; back += 1)
    expect(tab.url()).not.toContain(TOKEN);
  expect(violations).toEqual([]);
  await phone.close();
});
