import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import {
  answerRight,
  answeredPage,
  coverFact,
  EXERCISES,
  openCover,
  questionnaireCalls,
  start,
  nextPage,
} from './questionnaireSupport';

test('a questionnaire answered page by page ends in a passing result, each answer sent once', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await openCover(page, EXERCISES.nr35, 'Avaliação NR-35');
  await expect(coverFact(page, 'Questões')).toHaveText('5');
  await expect(coverFact(page, 'Tempo')).toHaveText('15 minutos');
  await expect(coverFact(page, 'Tentativas')).toHaveText('0 de 3');
  await expect(coverFact(page, 'Acertos necessários')).toHaveText('3 de 5');

  const calls = questionnaireCalls(page);
  const id = await start(page, EXERCISES.nr35);
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação NR-35' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
  const pages = page.getByRole('navigation', { name: 'Questões' });

  for (let number = 1; number <= 5; number += 1) {
    await expect(page).toHaveURL(new RegExp(`/questionnaire/${id}/page/${number}$`));
    await expect(page.getByRole('heading', { name: `Questão ${number} de 5` })).toBeVisible();
    await answerRight(page);
    await expect(pages.getByRole('link', { name: answeredPage(number) })).toBeVisible();
    if (number < 5) await nextPage(page, number + 1, 5);
  }
  // The answered question takes no second answer: no button, its radios disabled.
  await expect(page.getByRole('button', { name: 'Responder' })).toHaveCount(0);
  expect(calls.answers).toHaveLength(5);

  await pages.getByRole('button', { name: 'Finalizar' }).click();
  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result.getByText('Parabéns, você foi aprovado!')).toBeVisible();
  await expect(result.getByText('5 de 5 acertos')).toBeVisible();
  await expect(result.getByText('Mínimo para aprovação: 3 acertos')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(calls.finishes).toEqual([
    expect.stringMatching(new RegExp(`/api/decola/exercise/questionnaire/${id}/finish$`)),
  ]);

  // Back on the content, the cover counts the attempt.
  await page.getByRole('link', { name: 'Voltar ao conteúdo' }).click();
  await expect(coverFact(page, 'Tentativas')).toHaveText('1 de 3');
  expect(violations).toEqual([]);
});

test('finishing with questions unanswered asks first: the learner keeps answering, then finishes anyway', async ({
  page,
}) => {
  await openCover(page, EXERCISES.nr35, 'Avaliação NR-35');
  const calls = questionnaireCalls(page);
  await start(page, EXERCISES.nr35);
  const pages = page.getByRole('navigation', { name: 'Questões' });
  await answerRight(page);
  await expect(pages.getByRole('link', { name: answeredPage(1) })).toBeVisible();

  const finish = pages.getByRole('button', { name: 'Finalizar' });
  await finish.click();
  const dialog = page.getByRole('alertdialog', { name: 'Você deixou 4 questões sem resposta.' });
  const keepAnswering = dialog.getByRole('button', { name: 'Continuar respondendo' });
  await expect(keepAnswering).toBeFocused();
  await keepAnswering.click();
  await expect(dialog).toHaveCount(0);
  await expect(finish).toBeFocused();
  expect(calls.finishes).toHaveLength(0);

  await finish.click();
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result.getByText('1 de 5 acertos')).toBeVisible();
  expect(calls.finishes).toHaveLength(1);
});
