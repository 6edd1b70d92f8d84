import { expect, test, type Page, type Response } from '@playwright/test';
import { CONTENTS, contentPath, openContent } from '../viewer/viewerSupport';
import { serveContentFiles } from './contentFiles';
import { offlineBanner, workerInControl } from '../support/offline';

const notesTab = (page: Page) => page.getByRole('tabpanel', { name: 'Anotações' });
const doubtsTab = (page: Page) => page.getByRole('tabpanel', { name: 'Dúvidas' });

/** The answers to the content's creating calls of one kind (`notes`, `doubts`) from now on. */
function created(page: Page, kind: 'notes' | 'doubts') {
  const answers: Response[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.method() === 'POST' &&
      request.url().endsWith(`/contents/${CONTENTS.audio}/${kind}`)
    )
      answers.push(response);
  });
  return answers;
}

test('a note saved and a doubt typed offline: a reload offline shows the portal with both, and back online each is sent once', async ({
  page,
  context,
}) => {
  // The backend's state lives as long as its server, and a note already there is not sent again
  // (the outbox asks first): the texts are this run's own.
  const run = Date.now().toString(36);
  const NOTE = `Rever o trecho sobre a linha de vida (${run}).`;
  const DOUBT = `Linha de vida (${run})`;
  await serveContentFiles(page);
  await openContent(page, contentPath(CONTENTS.audio));
  await workerInControl(page);
  // A visit under the worker: every file of the screen comes through it and is kept.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Anotações' })).toBeVisible();
  const notes = created(page, 'notes');
  const doubts = created(page, 'doubts');
  // Both tabs seen once online: their lists are among the pages the device keeps.
  await page.getByRole('tab', { name: 'Dúvidas' }).click();
  await expect(doubtsTab(page).getByRole('form', { name: 'Nova dúvida' })).toBeVisible();
  await page.getByRole('tab', { name: 'Anotações' }).click();
  await expect(notesTab(page).getByRole('button', { name: 'Anotar' })).toBeVisible();

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await notesTab(page).getByRole('button', { name: 'Anotar' }).click();
  await notesTab(page).getByRole('textbox').fill(NOTE);
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  const waiting = notesTab(page)
    .getByRole('status')
    .filter({ hasText: 'Salvo neste aparelho. Será enviado quando a conexão voltar.' });
  await expect(waiting).toBeVisible();
  await page.getByRole('tab', { name: 'Dúvidas' }).click();
  const form = doubtsTab(page).getByRole('form', { name: 'Nova dúvida' });
  await form.getByRole('textbox', { name: 'Título' }).fill(DOUBT);
  await form
    .getByRole('textbox', { name: 'Descrição' })
    .fill('A linha de vida precisa de inspeção antes de cada uso?');

  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toContainText(
    '1 envio salvo neste aparelho aguarda a conexão.',
  );
  // The doubt's draft where it was typed, the note still waiting on the device.
  await page.getByRole('tab', { name: 'Dúvidas' }).click();
  await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(DOUBT);
  await expect(form.getByRole('textbox', { name: 'Descrição' })).toHaveValue(
    'A linha de vida precisa de inspeção antes de cada uso?',
  );
  await page.getByRole('tab', { name: 'Anotações' }).click();
  await expect(waiting).toBeVisible();
  expect(notes).toEqual([]);

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect.poll(() => notes.map((answer) => answer.status())).toEqual([expect.any(Number)]);
  expect(notes[0]!.ok()).toBe(true);
  await expect(notesTab(page).getByText(NOTE)).toHaveCount(1);

  await page.getByRole('tab', { name: 'Dúvidas' }).click();
  await form.getByRole('button', { name: 'Enviar dúvida' }).click();
  const thread = doubtsTab(page).getByRole('list', { name: 'Dúvidas' });
  await expect(thread.getByRole('heading', { level: 3, name: DOUBT })).toHaveCount(1);
  expect(doubts.map((answer) => answer.ok())).toEqual([true]);
  // Another reload sends neither again: the note went, the doubt's draft is gone.
  await page.reload();
  await page.getByRole('tab', { name: 'Dúvidas' }).click();
  await expect(thread.getByRole('heading', { level: 3, name: DOUBT })).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue('');
  expect(notes).toHaveLength(1);
  expect(doubts).toHaveLength(1);
});
