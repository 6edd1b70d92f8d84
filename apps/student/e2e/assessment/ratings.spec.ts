import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from '../support/csp';
import { injectFault } from '../support/demo';
import { openContent } from '../viewer/viewerSupport';
import { RATED_CONTENT, sentCalls } from './assessmentSupport';

const ratingsTab = async (page: Page) => {
  await page.getByRole('tab', { name: 'Avaliações' }).click();
  return page.getByRole('tabpanel', { name: 'Avaliações' });
};

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
  await expect(list.getByRole('article')).toHaveCount(2);

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
  await expect(list.getByRole('article')).toHaveCount(3);
  expect(ratingsSent).toHaveLength(1);
  await expect(message).toHaveValue('');

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

test('a network failure on sending a rating keeps the stars and the message; a refused like is undone', async ({
  page,
}) => {
  await openContent(page, RATED_CONTENT);
  const panel = await ratingsTab(page);
  await injectFault(page, 'createCourseContentRating', 'network', 1);
  const form = panel.getByRole('form', { name: 'Avaliar este conteúdo' });
  await form.getByRole('radio', { name: '2 de 5 estrelas' }).check();
  await form.getByRole('textbox', { name: 'Mensagem' }).fill('O vídeo travou duas vezes.');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Erro de conexão\./);
  await expect(form.getByRole('radio', { name: '2 de 5 estrelas' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(
    'O vídeo travou duas vezes.',
  );
  // Sent again, it goes through.
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  const ratings = panel.getByRole('list', { name: 'Avaliações' }).getByRole('article');
  await expect(ratings.first()).toContainText('O vídeo travou duas vezes.');

  // A like the server refuses is undone, with the error's toast.
  await injectFault(page, 'likeRating', '500', 1);
  const like = ratings.nth(1).getByRole('button', { name: /^Curtir/ });
  await like.click();
  await expect(
    page.getByText('O servidor não conseguiu concluir a operação. Tente novamente em instantes.'),
  ).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});
