import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import { openAs } from '../support/signIn';

const CONTENTS = /\/api\/decola\/courses\/(\d+)\/contents$/;

test("of two quick 'Continuar', the last one opens, whichever answer comes first", async ({
  page,
}) => {
  await openAs(page, '/student/dashboard');
  const section = page.getByRole('region', { name: 'Continue de onde você parou!' });
  const cards = section.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const answered = new Set<string>();
  page.on('response', (response) => {
    const course = CONTENTS.exec(new URL(response.url()).pathname)?.[1];
    if (course) answered.add(course);
  });

  // The first course's contents answer 2 s late; the second's at once.
  await injectFault(page, 'listCourseContents', 'delay-2000', 1);
  await cards
    .nth(0)
    .getByRole('button', { name: /Continuar/ })
    .click();
  await cards
    .nth(1)
    .getByRole('button', { name: /Continuar/ })
    .click();
  await expect(page).toHaveURL(/\/student\/course\/\d+(\/content\/\d+)?$/);
  const opened = page.url();
  const [, second] = /\/course\/(\d+)/.exec(opened)!;

  // The late answer of the first click comes in, and goes nowhere.
  await expect.poll(() => [...answered].filter((course) => course !== second)).toHaveLength(1);
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(settled)));
  await expect(page).toHaveURL(opened);
});
