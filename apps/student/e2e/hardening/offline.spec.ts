import { expect, test } from '../support/test';
import { expectDashboard } from '../support/access';
import { offlineBanner } from '../support/offline';
import { searchFromHeader } from '../support/search';
import { openAs } from '../support/signIn';

// A login and guarded navigations on a busy machine.
test.slow();
// Offline, what the browser has cached would load: the journey starts with nothing cached.
test.use({ freshContext: true });

test('offline, a banner says so, navigation still settles, and the banner goes when the connection returns', async ({
  page,
  context,
}) => {
  await openAs(page, '/student/dashboard');
  await expectDashboard(page, 'Carol');
  // The search screen's code arrives while online: offline, only its calls are at stake.
  await searchFromHeader(page, 'lideranca');

  const banner = offlineBanner(page);
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    'O que depende da internet volta a funcionar assim que a conexão voltar.',
  );

  // A paused query never settled: the guard held the loading overlay and the old address for good.
  await searchFromHeader(page, 'gestao');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await searchFromHeader(page, 'seguranca');
});
