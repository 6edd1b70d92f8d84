import { expect, type Page } from '@playwright/test';

/** A fault of the demo backend's `/__demo/faults` control (packages/api-mocks/src/handlers/demo.ts). */
export type DemoFault = '500' | '403' | '404' | 'network' | 'empty' | `delay-${number}`;

/**
 * Talks to the demo backend from inside the page: its worker answers `/__demo/*`, so the page must
 * have loaded the app once. Every call checks the control accepted it.
 */
async function control(page: Page, method: 'POST' | 'DELETE', path: string, body?: object) {
  const status = await page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).status,
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBe(200);
}

export const demoBackend = {
  /** Makes an operation of the contract fail (optionally only the next `times` calls). */
  fail: (page: Page, operationId: string, fault: DemoFault, times?: number) =>
    control(page, 'POST', '/__demo/faults', { operationId, fault, times }),
  clearFaults: (page: Page) => control(page, 'DELETE', '/__demo/faults'),
  settings: (page: Page, settings: { maintenanceMode?: boolean; suggestionMode?: boolean }) =>
    control(page, 'POST', '/__demo/settings', settings),
};
