import { expect, test } from '../support/test';
import {
  answerRight,
  answeredPage,
  EXERCISES,
  openCover,
  questionnaireCalls,
  start,
  nextPage,
} from './questionnaireSupport';

test('the exercise route opens a questionnaire by its own id, on the same page and time', async ({
  page,
}) => {
  await page.clock.install();
  await openCover(page, EXERCISES.nr35, 'Avaliação NR-35');
  const id = await start(page, EXERCISES.nr35);
  await answerRight(page);

  // A link to the attempt, as a resumed one or a notification leads there.
  // The page's clock stands still (its timers still run): the time left compares to the second.
  await page.clock.setFixedTime(new Date(Date.now() + 120_000));
  await expect(page.getByRole('timer')).toContainText(/1[12]:\d\d/);
  const time = await page.getByRole('timer').textContent();
  const calls = questionnaireCalls(page);
  await page.goto(`/student/exercise/${id}/page/1`);
  await expect(page.getByRole('heading', { name: 'Questão 1 de 5' })).toBeVisible();
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(time ?? '');
  const pages = page.getByRole('navigation', { name: 'Questões' });
  await expect(pages.getByRole('link', { name: answeredPage(1) })).toHaveAttribute(
    'href',
    `/student/exercise/${id}/page/1`,
  );

  await nextPage(page, 2, 5);
  await expect(page).toHaveURL(new RegExp(`/student/exercise/${id}/page/2$`));
  await answerRight(page);
  // The questionnaire names its course: the content's call answers, as under the content.
  expect(calls.answers).toEqual([
    expect.stringContaining(`/api/decola/courses/4/contents/405/questionnaires/${id}/pages/2/`),
  ]);
  await expect(page.getByRole('link', { name: 'Voltar ao conteúdo' })).toHaveAttribute(
    'href',
    EXERCISES.nr35,
  );

  // Another learner's id, or none at all: the not-found page.
  await page.goto('/student/exercise/999999/page/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});
