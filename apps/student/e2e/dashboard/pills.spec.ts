import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

test('the learner opens a pill and moves through the story viewer', async ({ page }) => {
  await openAs(page, '/student/dashboard');
  const section = page.getByRole('region', { name: 'Fique por dentro' });
  await expect(section.getByRole('heading', { name: 'Fique por dentro' })).toBeVisible();

  // The first pill not watched yet: its video starting marks it watched (spec 1 §4).
  const cards = section.getByRole('button');
  const titles = await page.evaluate(async () => {
    const answer = await fetch('/api/decola/pills?index=0&limit=11');
    const { data } = (await answer.json()) as {
      data: { pills: { id: number; title: string; isWatched: boolean }[] };
    };
    return data.pills;
  });
  const target = titles.findIndex((pill) => !pill.isWatched);
  expect(target).toBeGreaterThanOrEqual(0);
  const pill = titles[target]!;

  const card = section.getByRole('button', { name: pill.title, exact: true });
  await card.click();
  const viewer = page.getByRole('dialog', { name: 'Fique por dentro' });
  const slide = (position: number) =>
    viewer.getByRole('group', { name: `${position} de ${titles.length}`, exact: true });
  await expect(viewer.getByRole('button', { name: 'Fechar' })).toBeVisible();
  // It starts at the tapped pill.
  await expect(slide(target + 1)).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () =>
      page.evaluate(async (id) => {
        const answer = await fetch(`/api/decola/pills/${id}`);
        return ((await answer.json()) as { data: { isWatched: boolean } }).data.isWatched;
      }, pill.id),
    )
    .toBe(true);

  // Next and previous move one pill; previous on the first wraps to the last.
  await viewer.getByRole('button', { name: 'Próximo' }).click();
  const after = (target + 1) % titles.length;
  await expect(slide(after + 1)).toHaveAttribute('aria-current', 'true');
  // Back to the tapped pill, down to the first, and once more: the last.
  for (let index = after; index >= 0; index -= 1) {
    await viewer.getByRole('button', { name: 'Anterior' }).click();
  }
  await expect(slide(titles.length)).toHaveAttribute('aria-current', 'true');

  // Escape closes it and gives focus back to the tapped card.
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(card).toBeFocused();
  expect(await cards.count()).toBeGreaterThan(0);
});
