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
  await expect(page).toHaveURL(new RegExp(`/student/search\\?.*search=${text}`));
}
