import { expect, test } from '../support/test';
import { clearFaults, injectFault } from '../support/demo';
import { openAs, signIn } from '../support/signIn';

const FILTERED = '/student/dashboard?page=1&schools=1%2C2';

test.beforeEach(async ({ page }) => {
  await openAs(page, FILTERED);
  await expect(page).toHaveURL(FILTERED);
});

test('a 403 on a dashboard call sends the learner home and, after login, back to the same filters', async ({
  page,
}) => {
  // The first load's events call answered: the one 403 is the reload's, not one in flight as the
  // page unloads (a busy run lost it there and showed the dashboard again).
  await expect(
    page.getByRole('region', { name: 'Treinamentos' }).getByRole('article').first(),
  ).toBeVisible();
  await injectFault(page, 'listEvents', '403', 1);
  await page.reload();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await expect(page).toHaveURL(`/student/home?redirect=${encodeURIComponent(FILTERED)}`);
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(FILTERED);
  await expect(
    page.getByRole('region', { name: 'Catálogo de treinamentos' }).getByRole('button', {
      name: 'Operações',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
});

for (const fault of ['500', 'network'] as const) {
  test(`a ${fault} on one section shows its error and leaves the others working`, async ({
    page,
  }) => {
    await injectFault(page, 'listEvents', fault);
    await page.reload();
    const events = page.getByRole('region', { name: 'Treinamentos' });
    await expect(events.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Continue de onde você parou!' })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Catálogo de treinamentos' }).getByRole('article').first(),
    ).toBeVisible();

    // Once the backend answers again, retrying brings the section back.
    await clearFaults(page);
    await events.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(events.getByRole('article').first()).toBeVisible();
  });
}
