import { expect, test } from '@playwright/test';
import {
  chooseRight,
  EXERCISES,
  nextPage,
  openCover,
  questionnaireCalls,
  start,
} from '../assessment/questionnaireSupport';
import { exactly } from '../support/access';
import { injectFault } from '../support/demo';
import { signIn } from '../support/signIn';

const ANSWER = 'answerCourseContentQuestionnaireAlternative';

test('a questionnaire answer through a 500 is kept and sent again; through a 403 it waits for the login, back on its page with the choice, and is sent', async ({
  page,
}) => {
  await openCover(page, EXERCISES.nr35, 'Avaliação NR-35');
  const id = await start(page, EXERCISES.nr35);
  const calls = questionnaireCalls(page);
  const notice = page.getByRole('status').filter({ hasText: /Salvo neste|Enviado às/ });

  const first = await chooseRight(page);
  await injectFault(page, ANSWER, '500', 1);
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(notice).toHaveText('Salvo neste aparelho. Será enviado quando a conexão voltar.');
  await expect(page.getByRole('radio', { name: first })).toBeChecked();
  // The outbox asks again after its backoff, without another click: answered once.
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  await expect(notice).toHaveText(/^Enviado às \d{2}:\d{2}\.$/);
  expect(calls.answers).toHaveLength(2);

  await nextPage(page, 2, 5);
  const pagePath = `${EXERCISES.nr35}/questionnaire/${id}/page/2`;
  const second = await chooseRight(page);
  await injectFault(page, ANSWER, '403', 1);
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await expect(page).toHaveURL(`/student/home?redirect=${encodeURIComponent(pagePath)}`);
  await signIn(page, 'aluno@decola.dev');

  await expect(page).toHaveURL(exactly(pagePath));
  await expect(page.getByRole('heading', { name: 'Questão 2 de 5' })).toBeVisible();
  await expect(page.getByRole('radio', { name: second })).toBeChecked();
  // The answer waited on the device for this account's login: sent by itself, once.
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  await expect(page.getByRole('radio', { name: second })).toBeDisabled();
  expect(calls.answers).toHaveLength(4);
});
