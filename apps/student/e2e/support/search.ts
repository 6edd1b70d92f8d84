import { expect, type Page } from '@playwright/test';

/**
 * Searches from the header, as a learner does: another screen inside the app, without a reload —
 * the route guard runs and what is in memory stays.
 */
export async function searchFromHeader(page: Page, text: string): Promise<void> {
  const search = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Pesquisar treinamentos' });
  await search.fill(text);
  await search.press('Enter');
  // A guarded navigation (the search screen's chunk, the guard's call to the server) behind a
  // dashboard whose sections are still loading through the demo backend: on a loaded CI machine the
  // loading overlay was still up at 10 s once (stop 28).
  await expect(page).toHaveURL(new RegExp(`/student/search\\?.*search=${text}`), {
    timeout: 20_000,
  });
}
