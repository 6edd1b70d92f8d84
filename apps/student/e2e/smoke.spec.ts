import { expect, test } from './support/test';
import { signIn } from './support/signIn';

test('the portal is served under /student/ and an empty path goes to the dashboard, behind the login', async ({
  page,
}) => {
  await page.goto('/student/');
  // spec 1 §2: '' → dashboard; a guest is sent home with the whole path in `redirect`.
  await expect(page).toHaveURL(/\/student\/home\?redirect=%2Fstudent%2Fdashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('an unknown address shows the not-found page after login, which leads back to the start', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/student/endereco-que-nao-existe');
  await expect(page).toHaveURL(/redirect=%2Fstudent%2Fendereco-que-nao-existe$/);
  await signIn(page, 'aluno@decola.dev');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/student\/endereco-que-nao-existe$/);

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  expect(errors).toEqual([]);
});

test('a deep link is answered by the app, not by the server', async ({ request }) => {
  const response = await request.get('/student/course/42/content/7');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root"></div>');
});
