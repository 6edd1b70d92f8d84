import { expect, test } from '../support/test';
import { exactly, expectDashboard } from '../support/access';
import { signIn } from '../support/signIn';

// spec 1 §4: the redirect target is followed only when it is a path of the portal (safeRedirect).
const FOREIGN_REDIRECTS = [
  'https://evil.example/x',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
];

for (const target of FOREIGN_REDIRECTS) {
  test(`a redirect to ${target} is ignored: after login the learner is on the dashboard`, async ({
    page,
  }) => {
    const home = `/student/home?redirect=${encodeURIComponent(target)}`;
    await page.goto(home);
    await expect(page).toHaveURL(exactly(home));

    // The panel still opens by itself (a redirect exists); the login just does not follow it.
    await signIn(page, 'aluno@decola.dev');
    await expectDashboard(page, 'Carol');
    // exactly() accepts any host: this one is the portal's own.
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  });
}
