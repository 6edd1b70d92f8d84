import { expect, test } from '@playwright/test';
import { injectFault } from '../support/demo';
import { CONTENTS, contentPath, openContent } from './viewerSupport';

const notesTab = (page: import('@playwright/test').Page) =>
  page.getByRole('tabpanel', { name: 'Anotações' });

test('the learner takes a note at a time, goes back to it, edits and deletes it', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.video));
  const position = page.getByRole('slider', { name: 'Posição' });
  await position.fill('12');
  await page.getByRole('tab', { name: 'Anotações' }).click();
  await notesTab(page).getByRole('button', { name: 'Anotar' }).click();
  await notesTab(page)
    .getByRole('textbox', { name: 'Nova anotação em 00:12' })
    .fill('Conferir o EPI antes de subir.');
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  const note = notesTab(page).getByRole('listitem').filter({ hasText: 'Conferir o EPI' });
  await expect(note).toBeVisible();

  await position.fill('3');
  await note.getByRole('button', { name: /00:12/ }).click();
  await expect(position).toHaveValue('12');

  await note.getByRole('button', { name: /^Editar/ }).click();
  await notesTab(page)
    .getByRole('textbox', { name: 'Anotação em 00:12' })
    .fill('Conferir o cinto.');
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  const edited = notesTab(page).getByRole('listitem').filter({ hasText: 'Conferir o cinto.' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
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
