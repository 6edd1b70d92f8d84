import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import {
  chooseRight,
  EXERCISES,
  openCover,
  questionnaireCalls,
  start,
} from './questionnaireSupport';

test('a 500 on sending an alternative keeps the choice, says it is saved on the device and sends it again by itself', async ({
  page,
}) => {
  await openCover(page, EXERCISES.nr35, 'Avaliação NR-35');
  await start(page, EXERCISES.nr35);
  const right = await chooseRight(page);
  await injectFault(page, 'answerCourseContentQuestionnaireAlternative', '500', 1);
  const calls = questionnaireCalls(page);
  await page.getByRole('button', { name: 'Responder' }).click();

  const notice = page.getByRole('status').filter({ hasText: /Salvo neste|Enviado às/ });
  await expect(notice).toHaveText('Salvo neste aparelho. Será enviado quando a conexão voltar.');
  await expect(page.getByRole('radio', { name: right })).toBeChecked();
  // The outbox tries again after its 2-s backoff: answered once, without another click.
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  await expect(notice).toHaveText(/^Enviado às \d{2}:\d{2}\.$/);
  await expect(page.getByRole('radio', { name: right })).toBeDisabled();
  expect(calls.answers).toHaveLength(2);
});
