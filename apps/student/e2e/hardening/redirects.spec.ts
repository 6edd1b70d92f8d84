import { expect, test } from '../support/test';
import { exactly, expectDashboard } from '../support/access';
import { signIn } from '../support/signIn';

// An empty segment loses the basename as '//evil.example', which React Router took for
// another host ('External navigation is not allowed') and the login stayed stuck.
const EMPTY_SEGMENT_REDIRECTS = ['/student//evil.example', '/student///evil.example/x'];

for (const target of EMPTY_SEGMENT_REDIRECTS) {
  test(`a redirect to ${target} is refused: after login the learner is on the dashboard`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const home = `/student/home?redirect=${encodeURIComponent(target)}`;
    await page.goto(home);
    await expect(page).toHaveURL(exactly(home));

    await signIn(page, 'aluno@decola.dev');
    await expectDashboard(page, 'Carol');
    await expect(page.getByText('External navigation is not allowed')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('a deep link with an empty segment leads the guest to home with a redirect that is followed safely', async ({
  page,
}) => {
  await page.goto('/student//evil.example');
  await signIn(page, 'aluno@decola.dev');
  await expectDashboard(page, 'Carol');
});
