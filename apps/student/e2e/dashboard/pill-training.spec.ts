import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { openAs } from '../support/signIn';

test("'ver treinamento' on a pill linked to a training opens that training", async ({ page }) => {
  // The dashboard, then another route through the guard: slow when the machine is busy.
  test.slow();
  await openAs(page, '/student/dashboard');
  const section = page.getByRole('region', { name: 'Fique por dentro' });
  await expect(section.getByRole('heading', { name: 'Fique por dentro' })).toBeVisible();

  // The first pill of the carousel with a linked course (spec 1 §3 idCourse), and that course.
  const { pill, course } = await page.evaluate(async () => {
    const pills = await fetch('/api/decola/pills?index=0&limit=11');
    const { data } = (await pills.json()) as {
      data: { pills: { title: string; idCourse?: number | null }[] };
    };
    const linked = data.pills.find((item) => item.idCourse != null)!;
    const answer = await fetch(`/api/decola/course/list/id/${linked.idCourse}`);
    const detail = (await answer.json()) as { data: { id: number; title: string } };
    return { pill: linked, course: detail.data };
  });
  expect(course.id).toBe(pill.idCourse);

  await section.getByRole('button', { name: pill.title, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Fique por dentro' });
  const link = viewer.getByRole('link', { name: 'ver treinamento' });
  // Only the pill on screen offers it.
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', `/student/course/${course.id}`);

  await link.click();
  await expect(page).toHaveURL(exactly(`/student/course/${course.id}`));
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
});
