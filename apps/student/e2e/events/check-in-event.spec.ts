import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoReady } from '../support/demo';
import { signIn } from '../support/signIn';

// Seed (packages/api-mocks/src/seed/events/events.ts): class 11 of event 1 runs today and its QR
// code of today is turma-11-<today>; the gestor is enrolled in it and has not checked in yet.
const EVENT = 'SIPAT – Semana Interna de Prevenção de Acidentes do Trabalho';
const CLASS = 'Turma presencial – Obra Vila Mariana';

test("an event class's QR link opened without a session signs in, confirms and shows the class attended; a bad link says one thing", async ({
  page,
  browser,
}) => {
  await page.goto('/student/terms');
  await demoReady(page);
  await page.getByRole('button', { name: 'Demonstração' }).click();
  const today = await page.evaluate(() => new Intl.DateTimeFormat('pt-BR').format(new Date()));
  const label = `${EVENT} – ${CLASS} (${today})`;
  await expect(page.getByRole('img', { name: `QR code: ${label}` })).not.toHaveAttribute(
    'aria-busy',
  );
  const link = (await page.getByRole('link', { name: label }).getAttribute('href'))!;
  const token = new URL(link).hash.replace('#token=', '');
  expect(token).toMatch(/^turma-11-/);

  // The phone: a browser of its own, with no session.
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const tab = await phone.newPage();
  const violations = await recordCspViolations(tab);
  const urls: string[] = [];
  tab.on('request', (request) => urls.push(request.url()));

  await tab.goto(link);
  await expect(tab).toHaveURL(/\/student\/home\?redirect=/);
  expect(tab.url()).not.toContain(token);
  await signIn(tab, 'gestor@decola.dev');
  await expect(tab).toHaveURL(/\/student\/check-in\/event\?event=1&class=11&date=/);
  const subject = tab.getByRole('region', { name: 'Você está confirmando sua presença em:' });
  await expect(subject).toContainText(EVENT);
  await expect(subject).toContainText(CLASS);
  // The event's name is the 'Evento', its class the 'Turma' (once both read 'TURMA').
  const terms = subject.locator('dt');
  await expect(terms.nth(0)).toHaveText('Evento');
  await expect(subject.locator('dd').nth(0)).toHaveText(EVENT);
  await expect(terms.nth(1)).toHaveText('Turma');
  await expect(subject.locator('dd').nth(1)).toHaveText(CLASS);

  const checkIn = tab.waitForRequest('**/api/decola/event/check-in/qr-code?**');
  await tab.getByRole('button', { name: 'Confirmar presença' }).click();
  const sent = await checkIn;
  expect(await sent.headerValue('authorization')).toBe(`Bearer ${token}`);
  expect(new URL(sent.url()).searchParams.get('confirmation')).toBe('true');
  await expect(tab.getByRole('status').filter({ hasText: 'Presença confirmada!' })).toBeVisible();

  // The class page now counts the gestor as present; the token went into no address.
  await tab.getByRole('link', { name: 'Ver turma' }).click();
  await expect(tab).toHaveURL('/student/event/1/class/11');
  await expect(
    tab.getByRole('region', { name: CLASS, exact: true }).getByText('Presença confirmada'),
  ).toBeVisible();
  expect(urls.filter((url) => url.includes(token))).toEqual([]);

  // A link whose token the server does not know: its message, the one instruction on the screen.
  const bad = new URL(link);
  bad.hash = '#token=nao-existe';
  await tab.goto(bad.toString());
  await tab.getByRole('button', { name: 'Confirmar presença' }).click();
  const invalid = tab.getByRole('status').filter({
    hasText: 'Este link de check-in é inválido ou expirou.',
  });
  await expect(invalid).toBeVisible();
  await expect(invalid.getByText(/Leia novamente o QR code/)).toHaveCount(1);
  expect(violations).toEqual([]);
  await phone.close();
});
