import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { openContent } from '../viewer/viewerSupport';
import { RATED_CONTENT, sentCalls } from './assessmentSupport';

test('a doubt without a title is refused, then sent, listed and followed up', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await openContent(page, RATED_CONTENT);
  const doubtsSent = sentCalls(page, 'doubts');
  const repliesSent = sentCalls(page, 'questions');
  await page.getByRole('tab', { name: 'Dúvidas' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Dúvidas' });
  await expect(panel.getByText('Não há nada por aqui.')).toBeVisible();

  const form = panel.getByRole('form', { name: 'Nova dúvida' });
  await form
    .getByRole('textbox', { name: 'Descrição' })
    .fill('A planilha de custos também pode ser uma fonte de dados?');
  await form.getByRole('button', { name: 'Enviar dúvida' }).click();
  const title = form.getByRole('textbox', { name: 'Título' });
  await expect(title).toHaveAccessibleDescription(/Informe o título da dúvida/);
  await expect(title).toBeFocused();
  expect(doubtsSent).toHaveLength(0);

  await title.fill('Planilha de custos');
  await form.getByRole('button', { name: 'Enviar dúvida' }).click();
  const thread = panel.getByRole('list', { name: 'Dúvidas' });
  await expect(thread.getByRole('heading', { level: 3 }).first()).toHaveText('Planilha de custos');
  await expect(thread.getByText('Aguardando resposta')).toBeVisible();
  expect(doubtsSent).toHaveLength(1);
  await expect(title).toHaveValue('');
  // The cleared form is not the only word: a toast says the doubt was sent.
  await expect(page.getByRole('status').filter({ hasText: 'Dúvida enviada.' })).toBeVisible();

  await panel.getByRole('button', { name: 'Minhas dúvidas' }).click();
  await expect(thread.getByRole('heading', { level: 3 })).toHaveText(['Planilha de custos']);

  // A follow-up goes through the questions call, under the doubt it answers.
  await thread.getByRole('button', { name: 'Responder à dúvida “Planilha de custos”' }).click();
  const reply = thread.getByRole('form', { name: 'Responder à dúvida “Planilha de custos”' });
  await reply.getByRole('textbox', { name: 'Descrição' }).fill('E a de medições?');
  await reply.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(
    thread.getByRole('list', { name: 'Continuação de “Planilha de custos”' }),
  ).toContainText('E a de medições?');
  await expect(page.getByRole('status').filter({ hasText: 'Resposta enviada.' })).toBeVisible();
  expect(repliesSent.map((request) => request.postDataJSON())).toEqual([
    {
      title: 'Planilha de custos',
      description: 'E a de medições?',
      responseId: expect.any(Number),
    },
  ]);
  expect(violations).toEqual([]);
});
