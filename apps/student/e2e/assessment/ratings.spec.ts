import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { injectFault } from '../support/demo';
import { signIn } from '../support/signIn';
import { contentList, openContent } from '../viewer/viewerSupport';
import { RATED_CONTENT, ratingDeletes, sentCalls } from './assessmentSupport';

const ratingsTab = async (page: Page) => {
  await page.getByRole('tab', { name: 'Avaliações' }).click();
  return page.getByRole('tabpanel', { name: 'Avaliações' });
};

/** Rates the content with `stars` and `message`; it shows first in the list, as the learner's. */
const rate = async (panel: Locator, stars: number, message: string) => {
  const form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
  await form.getByRole('radio', { name: `${stars} de 5 estrelas` }).check();
  await form.getByRole('textbox', { name: 'Mensagem' }).fill(message);
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  const first = panel.getByRole('list', { name: 'Avaliações' }).getByRole('article').first();
  await expect(first).toContainText(message);
  await expect(first.getByText('Sua avaliação')).toBeVisible();
};

const deleteCall = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      /\/api\/decola\/courses\/\d+\/contents\/\d+\/rating\/\d+$/.test(response.url()),
  );

const likeCall = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      /\/api\/decola\/rate\/\d+\/likes$/.test(response.url()),
  );

test('a rating under 4 stars needs a message, then goes first; a like toggles on and off', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openContent(page, RATED_CONTENT);
  const ratingsSent = sentCalls(page, 'ratings');
  const panel = await ratingsTab(page);
  const list = panel.getByRole('list', { name: 'Avaliações' });
  await expect(list.getByRole('article')).toHaveCount(1);

  const form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
  await form.getByRole('radio', { name: '3 de 5 estrelas' }).check();
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  const message = form.getByRole('textbox', { name: 'Mensagem' });
  await expect(message).toHaveAccessibleDescription(/Deixe uma mensagem/);
  await expect(message).toBeFocused();
  expect(ratingsSent).toHaveLength(0);

  await message.fill('Faltou mostrar a conexão com a planilha da obra.');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  const first = list.getByRole('article').first();
  await expect(first).toContainText('Faltou mostrar a conexão com a planilha da obra.');
  await expect(first.getByText('Sua avaliação')).toBeVisible();
  await expect(first.getByRole('img', { name: '3 de 5 estrelas' })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(2);
  expect(ratingsSent).toHaveLength(1);
  await expect(message).toHaveValue('');
  // The cleared form is not the only word: a toast says the rating was sent.
  await expect(page.getByRole('status').filter({ hasText: 'Avaliação enviada.' })).toBeVisible();

  // A colleague's rating: liked at once, then unliked, one call each.
  const colleague = list.getByRole('article').nth(1);
  const like = colleague.getByRole('button', { name: /^Curtir/ });
  const likes = colleague.locator('[data-slot="rating-likes"]');
  const before = Number((await likes.textContent())?.match(/\d+/)?.[0]);
  const liked = likeCall(page, 'POST');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(likes).toContainText(String(before + 1));
  expect((await liked).status()).toBe(200);
  const unliked = likeCall(page, 'DELETE');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(likes).toContainText(String(before));
  expect((await unliked).status()).toBe(200);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(violations).toEqual([]);
});

test('a rating sent without an answer waits on the device and is sent once; a refused like is undone', async ({
  page,
}) => {
  await openContent(page, RATED_CONTENT);
  const panel = await ratingsTab(page);
  await injectFault(page, 'createCourseContentRating', 'network', 1);
  const form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
  await form.getByRole('radio', { name: '2 de 5 estrelas' }).check();
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('O vídeo travou duas vezes.');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  // No answer: kept on the device, and sent again after the backoff once it is known not to be there.
  const notice = panel.getByRole('status').filter({ hasText: /Salvo neste|Enviado às/ });
  await expect(notice).toHaveText('Salvo neste aparelho. Será enviado quando a conexão voltar.');
  await expect(notice).toHaveText(/^Enviado às \d{2}:\d{2}\.$/);
  const ratings = panel.getByRole('list', { name: 'Avaliações' }).getByRole('article');
  await expect(ratings.first()).toContainText('O vídeo travou duas vezes.');
  await expect(ratings.filter({ hasText: 'O vídeo travou duas vezes.' })).toHaveCount(1);

  // A like the server refuses is undone, with the error's toast.
  await injectFault(page, 'likeRating', '500', 1);
  const like = ratings.nth(1).getByRole('button', { name: /^Curtir/ });
  await like.click();
  await expect(
    page.getByText('O servidor não conseguiu concluir a operação. Tente novamente em instantes.'),
  ).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test("the learner's own rating is deleted after a confirmation, cancelled first; they can rate again and a reload finds it gone", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openContent(page, RATED_CONTENT);
  const panel = await ratingsTab(page);
  const ratings = panel.getByRole('list', { name: 'Avaliações' }).getByRole('article');
  await expect(ratings).toHaveCount(1);
  await rate(panel, 4, 'Boa explicação do uso do cinto.');
  await expect(ratings).toHaveCount(2);
  const own = ratings.filter({ hasText: 'Boa explicação do uso do cinto.' });
  const deletes = ratingDeletes(page);

  // Cancelled: the confirmation closes and the rating stays, with no call.
  const remove = own.getByRole('button', { name: /^Excluir avaliação de / });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua avaliação?' });
  await expect(dialog).toHaveAccessibleDescription('Sua avaliação deste conteúdo será excluída.');
  // Focus starts on 'Cancelar': a destructive action is never one Enter away.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(own).toBeVisible();
  expect(deletes).toHaveLength(0);

  // Confirmed: one call, and the rating leaves the list.
  await remove.click();
  const deleted = deleteCall(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(own).toHaveCount(0);
  await expect(ratings).toHaveCount(1);
  await expect(panel.getByText('Sua avaliação', { exact: true })).toHaveCount(0);
  expect(deletes).toHaveLength(1);

  // The form rates again.
  await rate(panel, 5, 'Revi o vídeo e ficou claro.');
  await expect(ratings).toHaveCount(2);

  // The demo backend forgot the deleted one and kept the new one.
  await page.reload();
  const reloaded = await ratingsTab(page);
  const afterReload = reloaded.getByRole('list', { name: 'Avaliações' }).getByRole('article');
  await expect(afterReload).toHaveCount(2);
  await expect(afterReload.first()).toContainText('Revi o vídeo e ficou claro.');
  await expect(afterReload.first().getByText('Sua avaliação')).toBeVisible();
  await expect(afterReload.filter({ hasText: 'Boa explicação do uso do cinto.' })).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('a server failure on deleting a rating keeps it and shows the error in the confirmation; the next try deletes it', async ({
  page,
}) => {
  await openContent(page, RATED_CONTENT);
  const panel = await ratingsTab(page);
  const ratings = panel.getByRole('list', { name: 'Avaliações' }).getByRole('article');
  await rate(panel, 3, 'O áudio ficou baixo no fim.');
  const own = ratings.filter({ hasText: 'O áudio ficou baixo no fim.' });
  const deletes = ratingDeletes(page);

  await injectFault(page, 'deleteCourseContentRating', '500', 1);
  await own.getByRole('button', { name: /^Excluir avaliação de / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir sua avaliação?' });
  const refused = deleteCall(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  expect((await refused).status()).toBe(500);
  await expect(dialog.getByRole('alert')).toContainText(
    'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
  );
  // The confirmation stays open (the list behind it is out of the accessibility tree until it closes).
  await expect(dialog.getByRole('button', { name: 'Excluir' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(own).toBeVisible();
  await expect(ratings).toHaveCount(2);

  // Opened again, the last refusal is gone, and confirming deletes it.
  await own.getByRole('button', { name: /^Excluir avaliação de / }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const deleted = deleteCall(page);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(own).toHaveCount(0);
  await expect(ratings).toHaveCount(1);
  expect(deletes).toHaveLength(2);
});

test('a rating being written survives a reload and an expired session: back from the login its stars and words are there, sent once, then gone from the form', async ({
  page,
}) => {
  await openContent(page, RATED_CONTENT);
  const ratingsSent = sentCalls(page, 'ratings');
  const words = 'Gostei, mas o áudio do início está baixo.';
  let panel = await ratingsTab(page);
  let form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
  await form.getByRole('radio', { name: '3 de 5 estrelas' }).check();
  await form.getByRole('textbox', { name: 'Mensagem' }).fill(words);

  const expectKept = async () => {
    await expect(contentList(page)).toBeVisible();
    panel = await ratingsTab(page);
    form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
    await expect(form.getByRole('radio', { name: '3 de 5 estrelas' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(words);
  };
  await page.reload();
  await expectKept();

  // The session ends while the learner writes: home to log in, then back where they were.
  await injectFault(page, 'getCourseContent', '403', 1);
  await page.reload();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(new RegExp(`${RATED_CONTENT}$`));
  await expectKept();
  expect(ratingsSent).toHaveLength(0);

  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  const ratings = panel.getByRole('list', { name: 'Avaliações' }).getByRole('article');
  await expect(ratings.first()).toContainText(words);
  expect(ratingsSent).toHaveLength(1);
  // Sent: nothing of it is restored by the next visit.
  await page.reload();
  await expect(contentList(page)).toBeVisible();
  panel = await ratingsTab(page);
  await expect(
    panel.getByRole('list', { name: 'Avaliações' }).getByRole('article').first(),
  ).toContainText(words);
  form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
  await expect(form.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  await expect(form.getByRole('radio', { name: '3 de 5 estrelas' })).not.toBeChecked();
  expect(ratingsSent).toHaveLength(1);
});
