import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

test('the learner continues a course in progress at the content to continue', async ({ page }) => {
  await openAs(page, '/student/dashboard');
  const section = page.getByRole('region', { name: 'Continue de onde você parou!' });
  const card = section.getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent())!.trim();
  await expect(card.getByRole('progressbar')).toBeVisible();

  await card.getByRole('button', { name: /Continuar/ }).click();

  // spec 1 §4: the first content not at 100 %, not blocked and released.
  await expect(page).toHaveURL(/\/student\/course\/\d+\/content\/\d+$/);
  const [, courseId, contentId] = /course\/(\d+)\/content\/(\d+)$/.exec(page.url())!;
  const contents = await page.evaluate(async (id) => {
    const answer = await fetch(`/api/decola/courses/${id}/contents`);
    return (
      (await answer.json()) as {
        data: {
          id: number;
          isBlocked?: boolean;
          isReleased?: boolean;
          status?: { progress?: number };
        }[];
      }
    ).data;
  }, courseId);
  const expected =
    contents.find(
      (content) =>
        (content.status?.progress ?? 0) < 100 && content.isReleased && !content.isBlocked,
    ) ?? contents[0];
  expect(String(expected!.id)).toBe(contentId);
  // The interim screen of the course's content shows its title and leads back.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.getByRole('link', { name: 'Voltar' })).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
});
