import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import { openSignedIn } from '../support/signIn';
import {
  answerRight,
  answeredPage,
  chooseRight,
  EXERCISES,
  openCover,
  questionnaireCalls,
  start,
  nextPage,
} from './questionnaireSupport';

test('a reload on page 2 keeps the page, its answers, the order of the alternatives and the time', async ({
  page,
}) => {
  await page.clock.install();
  await openCover(page, EXERCISES.firstAid, 'Avaliação final: primeiros socorros');
  const id = await start(page, EXERCISES.firstAid);
  const pages = page.getByRole('navigation', { name: 'Questões' });
  await answerRight(page);
  await nextPage(page, 2, 5);
  const pagePath = new RegExp(`/course/3/content/304/questionnaire/${id}/page/2$`);
  await expect(page).toHaveURL(pagePath);
  const right = await answerRight(page);
  const labels = await page.locator('[data-slot="alternative"] label').allTextContents();

  // The page's clock stands still (its timers still run): before and after the reload the
  // time left can be compared to the second.
  await page.clock.setFixedTime(new Date(Date.now() + 90_000));
  await expect(page.getByRole('timer')).toContainText(/0[78]:\d\d/);
  const time = await page.getByRole('timer').textContent();
  const calls = questionnaireCalls(page);
  await page.reload();

  await expect(page).toHaveURL(pagePath);
  await expect(page.getByRole('heading', { name: 'Questão 2 de 5' })).toBeVisible();
  await expect(page.getByRole('radio', { name: right })).toBeChecked();
  await expect(page.getByRole('radio', { name: right })).toBeDisabled();
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  expect(await page.locator('[data-slot="alternative"] label').allTextContents()).toEqual(labels);
  await expect(pages.getByRole('link', { name: answeredPage(1) })).toBeVisible();
  await expect(pages.getByRole('link', { name: answeredPage(2) })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(time ?? '');

  // Page 3 still takes its answer, once.
  await nextPage(page, 3, 5);
  await chooseRight(page);
  const send = page.getByRole('button', { name: 'Responder' });
  await send.dblclick();
  await expect(page.getByText('Você acertou esta questão.')).toBeVisible();
  expect(calls.answers).toHaveLength(1);
});

test('a finished questionnaire opened again shows the wait, then its result: never its questions', async ({
  page,
}) => {
  // The seed's finished first-aid questionnaire; its result is read by finishing it again.
  const address = '/student/course/3/content/304/questionnaire/5005/page/1';
  await openSignedIn(page, address);
  await expect(page.getByRole('region', { name: 'Resultado' })).toBeVisible();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-slot="questionnaire-page"]'))
        document.documentElement.dataset.questionsShown = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
  await injectFault(page, 'finishExerciseQuestionnaire', 'delay-1500', 1);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Carregando questionário…' }),
  ).toBeVisible();
  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result.getByText('Parabéns, você foi aprovado!')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-questions-shown');
});
