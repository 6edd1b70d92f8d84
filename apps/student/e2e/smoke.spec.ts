import { expect, test } from '@playwright/test';

test('the portal is served under /student/ and an empty path goes to the dashboard', async ({
  page,
}) => {
  await page.goto('/student/');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('an unknown address shows the not-found page, which leads back to the start', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/student/endereco-que-nao-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  expect(errors).toEqual([]);
});

test('a deep link is answered by the app, not by the server', async ({ request }) => {
  const response = await request.get('/student/course/42/content/7');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root"></div>');
});
