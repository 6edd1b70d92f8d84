import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

/** The 'Demonstração' button sits below the footer, in the flow: it covers nothing. */
async function expectDockedBelowEverything(page: Page) {
  const trigger = page.getByRole('button', { name: 'Demonstração' });
  const footer = page.getByRole('contentinfo');
  await expect(trigger).toBeVisible();
  // Scrolled to, measured and hit-tested in one task: sections that load as they come near the
  // viewport lengthen the page, and between separate calls they moved the button out of view.
  const footerHandle = await footer.elementHandle();
  const { buttonTop, footerBottom, covered } = await trigger.evaluate((element, foot) => {
    element.scrollIntoView({ block: 'end' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      buttonTop: box.top,
      footerBottom: foot!.getBoundingClientRect().bottom,
      // Nothing else is drawn where the button is.
      covered: hit === element || element.contains(hit),
    };
  }, footerHandle);
  expect(buttonTop).toBeGreaterThanOrEqual(footerBottom);
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
