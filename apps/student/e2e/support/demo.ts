import { expect, type Page } from '@playwright/test';
import { exactly } from './access';

// Every test starts from the seed: the demo's state lives in the tab's storage, and each test gets
// a browser context with no tab and no storage of the portal (support/test.ts), so nothing needs
// resetting.

/** What `/__demo/faults` accepts (packages/api-mocks/src/handlers/demo.ts). */
export type DemoFault = '500' | '403' | '404' | 'network' | 'empty' | `delay-${number}`;

/** Waits until the demo backend answers in the page (the worker starts before the app renders). */
export async function demoReady(page: Page): Promise<void> {
  // Against a real backend (e2e/real-backend) the API is there from the start: nothing to wait for.
  if (process.env.E2E_REAL_BACKEND) return;
  await page.waitForFunction(() => window.__decolaDemo !== undefined);
}

/**
 * The demo backend's own controls (`pnpm mock-api` serves the same, real-backend/playwright.config.ts
 * starts it on MOCK_API_PORT); against a real-backend build the page's origin only proxies /api.
 */
const MOCK_API = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 4176}`;

/** A call to the demo backend: from inside the page, where its service worker answers, or to `pnpm mock-api`. */
async function callDemo(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const init = {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  if (process.env.E2E_REAL_BACKEND) {
    const response = await fetch(`${MOCK_API}${path}`, init);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  }
  await demoReady(page);
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, init);
      if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    },
    { path, init },
  );
}

/** A GET of the contract, read in the page as the portal reads it. */
export async function demoGet<T>(page: Page, path: string): Promise<T> {
  return (await callDemo(page, 'GET', path)) as T;
}

/** The next calls of one operation fail (or wait) this way: all, or `times`. */
export async function injectFault(
  page: Page,
  operationId: string,
  fault: DemoFault,
  times?: number,
) {
  await callDemo(page, 'POST', '/__demo/faults', { operationId, fault, times });
}

/**
 * The demo backend back at its seed. A journey in the page starts there anyway (its own storage);
 * against `pnpm mock-api`, whose state the run's journeys share, one that counts on the seed asks.
 */
export async function resetDemo(page: Page) {
  await callDemo(page, 'POST', '/__demo/reset');
}

/** The backend answers normally again. */
export async function clearFaults(page: Page) {
  await callDemo(page, 'DELETE', '/__demo/faults');
}

/** Turns the demo's maintenance or suggestion mode on or off. */
export async function demoSettings(
  page: Page,
  settings: { maintenanceMode?: boolean; suggestionMode?: boolean },
) {
  await callDemo(page, 'POST', '/__demo/settings', settings);
}

type SentEmail = { to: string; subject: string; link: string; token: string };

/** The recovery e-mail the demo "sent" to this address: the newest one in its outbox. */
export async function lastEmailTo(page: Page, address: string): Promise<SentEmail> {
  const { messages } = (await callDemo(
    page,
    'GET',
    `/__demo/outbox?to=${encodeURIComponent(address)}`,
  )) as { messages: SentEmail[] };
  expect(messages, `an e-mail to ${address}`).not.toHaveLength(0);
  return messages[0]!;
}

/** The 'Demonstração' panel at the foot of the page, opened: the switches a reviewer uses. */
export async function openDemoPanel(page: Page) {
  const trigger = page.getByRole('button', { name: 'Demonstração' });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const panel = page.getByRole('region', { name: 'Controles da demonstração' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Through the demo panel, as a reviewer does; it closes again, hiding nothing of the header. */
export async function turnMaintenanceOn(page: Page) {
  const panel = await openDemoPanel(page);
  const maintenance = panel.getByRole('switch', { name: 'Modo de manutenção' });
  await maintenance.click();
  await expect(maintenance).toBeChecked();
  await expect(page).toHaveURL(exactly('/student/maintenance'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estamos em manutenção' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Demonstração' }).click();
}
