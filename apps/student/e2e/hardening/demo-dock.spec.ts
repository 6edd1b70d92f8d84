import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

/** The 'Demonstração' button sits below the footer, in the flow: it covers nothing. */
async function expectDockedBelowEverything(page: Page) {
  const trigger = page.getByRole('button', { name: 'Demonstração' });
  const footer = page.getByRole('contentinfo');
  // Sections that load as they come near lengthen the page: scrolled to its foot until it stops.
  let height = -1;
  await expect
    .poll(
      async () => {
        await trigger.scrollIntoViewIfNeeded();
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = now === height;
        height = now;
        return settled;
      },
      { message: 'the page stops growing at its foot', intervals: [250, 500] },
    )
    .toBe(true);
  // Both boxes read in one moment.
  const footerHandle = await footer.elementHandle();
  const { buttonTop, footerBottom } = await trigger.evaluate(
    (element, foot) => ({
      buttonTop: element.getBoundingClientRect().top,
      footerBottom: foot!.getBoundingClientRect().bottom,
    }),
    footerHandle,
  );
  expect(buttonTop).toBeGreaterThanOrEqual(footerBottom);
  // Nothing else is drawn where the button is.
  const covered = await trigger.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === element || element.contains(hit);
  });
  expect(covered).toBe(true);
  expect(
    await trigger.evaluate((element) => getComputedStyle(element.parentElement!).position),
  ).toBe('static');
}

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the demo button hides nothing of the landing', async ({ page }) => {
  await page.goto('/student/home');
  await expect(page.getByRole('button', { name: 'Demonstração' })).toBeAttached();
  await expectDockedBelowEverything(page);
});

test('at 375 px the demo button hides nothing of the dashboard', async ({ page }) => {
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expectDockedBelowEverything(page);
});
