import { expect, test } from '../support/test';
import { recordCspViolations, standInYouTube } from '../support/csp';
import { demoGet } from '../support/demo';
import { signIn } from '../support/signIn';

test.describe('under the production CSP', () => {
  test('the landing and the demo backend run without a violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto('/student/home');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");

    // The newest courses come from the demo's MSW worker, registered under the same policy.
    const newest = page.getByRole('region', { name: 'NOVIDADES' });
    await expect(newest.getByRole('group').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demonstração' })).toBeVisible();
    // Down to the footer, so the sections loaded on the way run too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    expect(violations).toEqual([]);
  });

  test('the dashboard and a video pill run without a violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await standInYouTube(page);
    await page.goto('/student/dashboard');
    await signIn(page, 'aluno@decola.dev');
    const section = page.getByRole('region', { name: 'Fique por dentro' });
    await expect(section.getByRole('heading', { name: 'Fique por dentro' })).toBeVisible();
    const { pills } = (
      await demoGet<{ data: { pills: { title: string }[] } }>(
        page,
        '/api/decola/pills?index=0&limit=11',
      )
    ).data;
    await section.getByRole('button', { name: pills[0]!.title, exact: true }).click();

    const viewer = page.getByRole('dialog', { name: 'Fique por dentro' });
    // The player script came from YouTube and put its privacy-enhanced embed in the viewer.
    await expect(
      viewer.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').first(),
    ).toBeAttached();
    expect(violations).toEqual([]);
  });
});
