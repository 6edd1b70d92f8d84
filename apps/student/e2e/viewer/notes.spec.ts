import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import { CONTENTS, contentPath, openContent } from './viewerSupport';

const notesTab = (page: Page) => page.getByRole('tabpanel', { name: 'Anotações' });

test('the learner takes a note at a time, goes back to it, edits and deletes it', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.audio));
  const position = page.getByRole('slider', { name: 'Posição' });
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  // A note at a second past the start: the audio plays until then.
  await expect(position).not.toHaveValue('0');
  await page.getByRole('tab', { name: 'Anotações' }).click();
  await notesTab(page).getByRole('button', { name: 'Anotar' }).click();
  // 'Anotar' pauses the player where the note is taken.
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  const at = Number(await position.inputValue());
  const time = `00:${String(at).padStart(2, '0')}`;
  await notesTab(page)
    .getByRole('textbox', { name: `Nova anotação em ${time}` })
    .fill('Conferir o EPI antes de subir.');
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  const note = notesTab(page).getByRole('listitem').filter({ hasText: 'Conferir o EPI' });
  await expect(note.getByRole('button', { name: `Ir para ${time}` })).toBeVisible();

  // Its time plays the content from there: first the player moves on, then the note brings it back.
  await position.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(at + 9);
  await note.getByRole('button', { name: `Ir para ${time}` }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  const back = Number(await position.inputValue());
  expect(back).toBeGreaterThanOrEqual(at);
  expect(back).toBeLessThan(at + 3);

  await note.getByRole('button', { name: /^Editar/ }).click();
  await notesTab(page)
    .getByRole('textbox', { name: `Anotação em ${time}` })
    .fill('Conferir o cinto.');
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  const edited = notesTab(page).getByRole('listitem').filter({ hasText: 'Conferir o cinto.' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /^Excluir/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir anotação?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(notesTab(page).getByText('Conferir o cinto.')).toHaveCount(0);
});

test('a network failure on saving a note keeps the typed text', async ({ page }) => {
  await openContent(page, contentPath(CONTENTS.audio));
  await page.getByRole('tab', { name: 'Anotações' }).click();
  await injectFault(page, 'createCourseContentNote', 'network', 1);
  await notesTab(page).getByRole('button', { name: 'Anotar' }).click();
  const field = notesTab(page).getByRole('textbox');
  await field.fill('Revisar a parte do andaime.');
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(notesTab(page).getByText('Erro de conexão.')).toBeVisible();
  await expect(field).toHaveValue('Revisar a parte do andaime.');
});
