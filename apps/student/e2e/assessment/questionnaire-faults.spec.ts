import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import {
  chooseRight,
  EXERCISES,
  openCover,
  questionnaireCalls,
  start,
} from './questionnaireSupport';

test('a 500 on sending an alternative keeps the choice and lets the learner send it again', async ({
  page,
}) => {
  await openCover(page, EXERCISES.nr35, 'Avaliação NR-35');
  await start(page, EXERCISES.nr35);
  const right = await chooseRight(page);
  await injectFault(page, 'answerCourseContentQuestionnaireAlternative', '500', 1);
  const calls = questionnaireCalls(page);
  const send = page.getByRole('button', { name: 'Responder' });
  await send.click();

  await expect(
    page.getByText('O servidor não conseguiu concluir a operação. Tente novamente em instantes.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: right })).toBeChecked();
  await expect(page.getByRole('radio', { name: right })).toBeEnabled();
  await expect(page.getByText('Você acertou esta questão.')).toHaveCount(0);

  await send.click();
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  await expect(page.getByRole('radio', { name: right })).toBeDisabled();
  expect(calls.answers).toHaveLength(2);
});
