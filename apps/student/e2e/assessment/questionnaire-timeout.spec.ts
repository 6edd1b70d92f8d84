import { expect, test } from '../support/test';
import {
  coverFact,
  EXERCISES,
  openCover,
  questionnaireCalls,
  secondsShown,
  start,
} from './questionnaireSupport';

test('a questionnaire left to run out of time locks and finishes by itself', async ({ page }) => {
  await page.clock.install();
  await openCover(page, EXERCISES.oneMinute, 'Avaliação: contabilidade de obras');
  await expect(coverFact(page, 'Tempo')).toHaveText('1 minuto');
  const calls = questionnaireCalls(page);
  await start(page, EXERCISES.oneMinute);
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/01:00|00:5\d/);

  // The last 30 seconds stand out and are announced once, not every second after.
  await page.clock.runFor((await secondsShown(page)) * 1000 - 25_000);
  await expect(timer).toContainText(/00:2\d/);
  await expect(page.locator('[data-slot="questionnaire-timer"]')).toHaveAttribute(
    'data-phase',
    'ending',
  );
  await expect(page.getByRole('status').filter({ hasText: /^Restam 30 segundos$/ })).toBeAttached();

  await page.clock.runFor(30_000);
  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result.getByText('O tempo acabou e o questionário foi finalizado.')).toBeVisible();
  await expect(result.getByText('Você não atingiu o mínimo de acertos.')).toBeVisible();
  await expect(result.getByText('0 de 4 acertos')).toBeVisible();
  await expect(result.getByText('Você ainda tem 2 tentativas.')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  expect(calls.finishes).toHaveLength(1);
  expect(calls.answers).toHaveLength(0);

  // A new attempt starts with the whole time again.
  await result.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/questionnaire\/\d+\/page\/1$/);
  await expect(timer).toContainText(/01:00|00:5\d/);
  await expect(page.getByRole('radio').first()).toBeEnabled();
});
