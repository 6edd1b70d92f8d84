import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openAs } from '../support/signIn';

/** spec 1 §4; the wheel turns over the left edge, which every backdrop covers (panels: right). */
const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Turns the wheel toward where the page has room to go: up once scrolled down, else down. */
async function turnWheel(page: Page) {
  const direction = (await scrollY(page)) > 0 ? -1 : 1;
  await page.mouse.move(8, 400);
  await page.mouse.wheel(0, direction * 900);
  return direction;
}

/**
 * Resolves two frames after the page has received the next wheel event: a scroll that the wheel
 * started (smooth or not) has moved the page by then.
 */
const wheelHandled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const afterTwoFrames = () =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        window.addEventListener('wheel', afterTwoFrames, {
          once: true,
          capture: true,
          passive: true,
        });
      }),
  );

async function expectScrollLocked(page: Page) {
  await expect.poll(() => rootOverflow(page)).toBe('hidden');
  const before = await scrollY(page);
  const handled = wheelHandled(page);
  await turnWheel(page);
  await handled;
  expect(await scrollY(page)).toBe(before);
}

async function expectScrollRestored(page: Page) {
  await expect.poll(() => rootOverflow(page)).not.toBe('hidden');
  const before = await scrollY(page);
  const direction = await turnWheel(page);
  await expect.poll(async () => ((await scrollY(page)) - before) * direction).toBeGreaterThan(0);
}

// Each journey signs in and loads the dashboard before it starts: slow when the machine is busy.
test.slow();

test.describe('a learner on the dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await openAs(page, '/student/dashboard');
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    // The catalogue is in: the page is taller than the window.
    await expect(
      page.getByRole('region', { name: 'Catálogo de treinamentos' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('cannot scroll the page behind a modal (the FAQ panel)', async ({ page }) => {
    await page.getByRole('button', { name: 'Perguntas frequentes' }).click();
    const panel = page.getByRole('dialog', { name: 'Perguntas frequentes' });
    await expect(panel.getByRole('searchbox', { name: 'Qual sua dúvida?' })).toBeVisible();
    await expectScrollLocked(page);

    await panel.getByRole('button', { name: 'Fechar' }).click();
    await expect(panel).toHaveCount(0);
    await expectScrollRestored(page);
  });

  test('keeps its place behind the comments modal, and scrolls from there after it', async ({
    page,
  }) => {
    const comments = page
      .getByRole('region', { name: 'Catálogo de treinamentos' })
      .getByRole('button', { name: /^Comentários de / })
      .first();
    // Every section in: one that arrives later grows the page above the catalogue, and the
    // browser's scroll anchoring moves the page's place with it.
    await page.waitForFunction(
      () => document.querySelector('[aria-busy="true"], [data-state="starting"]') === null,
    );
    await comments.scrollIntoViewIfNeeded();
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(0);
    await comments.click();
    const modal = page.getByRole('dialog', { name: 'Comentários' });
    await expect(modal.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expectScrollLocked(page);
    expect(await scrollY(page)).toBe(place);

    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    expect(await scrollY(page)).toBe(place);
    await expectScrollRestored(page);
  });

  test('cannot scroll the page behind the pill viewer', async ({ page }) => {
    const first = await page.evaluate(async () => {
      const answer = await fetch('/api/decola/pills?index=0&limit=11');
      return ((await answer.json()) as { data: { pills: { title: string }[] } }).data.pills[0]!;
    });
    await page
      .getByRole('region', { name: 'Fique por dentro' })
      .getByRole('button', { name: first.title, exact: true })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Fique por dentro' });
    await expect(viewer.getByRole('button', { name: 'Fechar' })).toBeVisible();
    await expectScrollLocked(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expectScrollRestored(page);
  });
});

test('a first-login learner cannot scroll the dashboard behind the onboarding', async ({
  page,
}) => {
  await openAs(page, '/student/dashboard', 'primeiro@decola.dev');
  await expect(page).toHaveURL(/\/student\/dashboard\/onboarding\/1$/);
  const onboarding = page.getByRole('dialog', { name: 'Primeiros passos' });
  await expect(onboarding.getByRole('heading', { name: /Olá, / })).toBeVisible();
  await expectScrollLocked(page);

  // Closing finishes the onboarding (spec 1 §4) and gives the page its scroll back.
  await onboarding.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard(\?page=1)?$/);
  await expect(onboarding).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Catálogo de treinamentos' }).getByRole('article').first(),
  ).toBeVisible();
  await expectScrollRestored(page);
});
