import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

/** The signed-in FAQ's questions, in the demo backend's order. */
const questions = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/decola/faq/list');
    const { data } = (await answer.json()) as { data: { question: string }[] };
    return data.map(({ question }) => question);
  });

async function openFaq(page: Page) {
  await page.getByRole('button', { name: 'Perguntas frequentes' }).click();
  const panel = page.getByRole('dialog', { name: 'Perguntas frequentes' });
  await expect(panel.getByRole('searchbox', { name: 'Qual sua dúvida?' })).toBeVisible();
  return panel;
}

test('the FAQ panel searches its questions ignoring case and remembers the open answers', async ({
  page,
}) => {
  // Two loads of the whole dashboard (the reload included): slow when the machine is busy.
  test.slow();
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  const all = await questions(page);
  expect(all.length).toBeGreaterThan(2);

  const panel = await openFaq(page);
  const answers = panel.getByRole('list').getByRole('button');
  const answer = (question: string) => panel.getByRole('button', { name: question, exact: true });
  await expect(answers).toHaveText(all);
  // spec 1 §2: the first item starts open, the others closed.
  await expect(answer(all[0]!)).toHaveAttribute('aria-expanded', 'true');
  for (const question of all.slice(1)) {
    await expect(answer(question)).toHaveAttribute('aria-expanded', 'false');
  }

  // spec 1 §5: the search matches the question text whatever the case.
  const search = panel.getByRole('searchbox', { name: 'Qual sua dúvida?' });
  await search.fill('DECOINS');
  const matching = all.filter((question) => question.toLowerCase().includes('decoins'));
  expect(matching.length).toBeGreaterThan(1);
  expect(matching.length).toBeLessThan(all.length);
  await expect(answers).toHaveText(matching);
  await search.fill('Decoins');
  await expect(answers).toHaveText(matching);

  await search.fill('holerite');
  await expect(panel.getByRole('status')).toHaveText('Nenhuma dúvida encontrada.');
  await expect(answers).toHaveCount(0);

  // The learner closes the first answer and opens another one.
  await search.fill('');
  await expect(answers).toHaveText(all);
  const chosen = all[2]!;
  await answer(all[0]!).click();
  await answer(chosen).click();
  await expect(answer(all[0]!)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(chosen)).toHaveAttribute('aria-expanded', 'true');

  // After a reload the panel opens with the answers as the learner left them.
  await page.reload();
  const again = await openFaq(page);
  const answerAgain = (question: string) =>
    again.getByRole('button', { name: question, exact: true });
  await expect(answerAgain(chosen)).toHaveAttribute('aria-expanded', 'true');
  await expect(answerAgain(all[0]!)).toHaveAttribute('aria-expanded', 'false');
  await expect(answerAgain(all[1]!)).toHaveAttribute('aria-expanded', 'false');
});
