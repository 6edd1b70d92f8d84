import type { Locator, Page } from '@playwright/test';
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

test('a note whose save got no answer is kept on the device, sent again and listed once', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.audio));
  await page.getByRole('tab', { name: 'Anotações' }).click();
  await injectFault(page, 'createCourseContentNote', 'network', 1);
  await notesTab(page).getByRole('button', { name: 'Anotar' }).click();
  await notesTab(page).getByRole('textbox').fill('Revisar a parte do andaime.');
  await notesTab(page).getByRole('button', { name: 'Salvar' }).click();
  const notice = notesTab(page)
    .getByRole('status')
    .filter({ hasText: /Salvo neste|Enviado às/ });
  await expect(notice).toHaveText('Salvo neste aparelho. Será enviado quando a conexão voltar.');
  // The outbox tries again after its backoff: it first asks whether the note got there.
  await expect(notice).toHaveText(/^Enviado às \d{2}:\d{2}\.$/);
  await expect(notesTab(page).getByText('Revisar a parte do andaime.')).toHaveCount(1);
});

/**
 * The tab bar under the content never scrolls up and down and shows no scrollbar; it scrolls
 * sideways only when its tabs are wider than the screen. 'n' in the player opens the notes, and
 * their tab is then inside the bar's box.
 */
async function expectTabBarInItsBox(page: Page, player: Locator, sideways: boolean) {
  const tabs = page.getByRole('tablist', { name: 'Sobre o conteúdo' });
  const bar = await tabs.evaluate((element: HTMLElement) => ({
    sideways: element.scrollWidth > element.clientWidth,
    upAndDown: element.scrollHeight > element.clientHeight,
    overflowY: getComputedStyle(element).overflowY,
    scrollbar: getComputedStyle(element).scrollbarWidth,
    // A scrollbar drawn under the tabs would take height from the box's inside.
    scrollbarHeight: element.offsetHeight - element.clientHeight,
  }));
  expect(bar).toEqual({
    sideways,
    upAndDown: false,
    overflowY: 'hidden',
    scrollbar: 'none',
    scrollbarHeight: 0,
  });

  await player.focus();
  await page.keyboard.press('n');
  const notes = tabs.getByRole('tab', { name: 'Anotações' });
  await expect(notes).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      const [shown, tab] = [(await tabs.boundingBox())!, (await notes.boundingBox())!];
      return (
        tab.x >= shown.x - 1 &&
        tab.x + tab.width <= shown.x + shown.width + 1 &&
        tab.y >= shown.y - 1 &&
        tab.y + tab.height <= shown.y + shown.height + 1
      );
    })
    .toBe(true);
  // Opening it moved the bar sideways at most: still nothing to scroll up and down.
  expect(await tabs.evaluate((element) => element.scrollTop)).toBe(0);
}

test('on a phone the player, its navigation and the tabs come before the list; the tabs scroll sideways only, the one opened kept in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const heading = await openContent(page, contentPath(CONTENTS.audio));
  const title = (await heading.textContent()) ?? '';
  const player = page.getByRole('region', { name: title, exact: true });
  const navigation = page.getByRole('navigation', { name: 'Navegação entre conteúdos' });
  const tabs = page.getByRole('tablist', { name: 'Sobre o conteúdo' });
  const list = page.getByRole('region', { name: 'Conteúdos do curso' });
  const top = async (locator: typeof tabs) => (await locator.boundingBox())!.y;
  expect(await top(player)).toBeLessThan(await top(navigation));
  expect(await top(navigation)).toBeLessThan(await top(tabs));
  expect(await top(tabs)).toBeLessThan(await top(list));

  // A content without a description says so.
  await expect(page.getByRole('tabpanel', { name: 'Descrição' })).toHaveText(
    'Este conteúdo não tem descrição.',
  );

  // The bar is wider than the screen: it scrolls sideways, never up and down, with no bar shown;
  // the notes' tab, off the bar's edge, is brought into view.
  await expectTabBarInItsBox(page, player, true);
});

test('at 1440 px the tabs fit their bar: nothing scrolls inside it, no scrollbar, the one opened inside its box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const heading = await openContent(page, contentPath(CONTENTS.audio));
  const title = (await heading.textContent()) ?? '';
  const player = page.getByRole('region', { name: title, exact: true });
  await expectTabBarInItsBox(page, player, false);
});
