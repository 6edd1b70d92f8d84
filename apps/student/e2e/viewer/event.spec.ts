import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { openContent } from './viewerSupport';

/** Event 1's class 11 (demo seed): a PDF among its contents. */
const EVENT_PDF = '/student/event/1/class/11/content/1102';

test("an event class's content opens in the same viewer, with the event's calls", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const initialized = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/api/decola/events/1/class/11/contents/1102/initialize'),
  );
  const title =
    (await (await openContent(page, EVENT_PDF, 'Conteúdos da turma')).textContent()) ?? '';
  await initialized;
  const viewer = page.getByRole('region', { name: title, exact: true });
  await expect(viewer.getByRole('status')).toHaveText(/^Página 1 de \d+$/);
  await expect(page.getByRole('link', { name: /^Voltar para/ })).toHaveAttribute(
    'href',
    '/student/event/1/class/11',
  );
  // spec 2 §7: an event's contents have no ratings or doubts ('Not implemented').
  await expect(page.getByRole('tab', { name: 'Anotações' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Avaliações' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Dúvidas' })).toHaveCount(0);
  expect(violations).toEqual([]);
});
