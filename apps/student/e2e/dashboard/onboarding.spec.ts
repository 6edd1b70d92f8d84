import { expect, test } from '../support/test';
import { profilePhoto } from '../support/photo';
import { openAs } from '../support/signIn';

test('the first-login learner completes the onboarding with 5 interests and a photo', async ({
  page,
}) => {
  // Eight steps, each a navigation through the route guard, and a photo crop: a long journey.
  test.setTimeout(90_000);
  await openAs(page, '/student/dashboard', 'primeiro@decola.dev');
  await expect(page).toHaveURL(/\/student\/dashboard\/onboarding\/1$/);
  const dialog = page.getByRole('dialog', { name: 'Primeiros passos' });
  await expect(dialog.getByRole('heading', { name: /Olá, / })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome social' }).fill('Lu');

  // Each step is a URL (spec 1 §2): next moves it one step at a time. The router renders a
  // navigation in a transition, after the address has changed: wait for the step itself, or the
  // next click lands on the step before and asks for the same URL again.
  const next = async (step: number) => {
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await expect(page).toHaveURL(new RegExp(`/student/dashboard/onboarding/${step}$`));
    await expect(dialog.getByRole('status').filter({ hasText: /^Passo / })).toHaveText(
      new RegExp(`^Passo ${step} de 8: `),
    );
  };
  for (let step = 2; step <= 6; step += 1) await next(step);
  await expect(
    dialog.getByRole('heading', { name: 'Do que você gosta de aprender?' }),
  ).toBeVisible();
  const interests = dialog.getByRole('checkbox');
  // Each interest is a card around a visually hidden checkbox: the learner clicks the card.
  const cards = dialog.getByRole('listitem');
  for (let index = 0; index < 5; index += 1) await cards.nth(index).click();
  for (let index = 0; index < 5; index += 1) await expect(interests.nth(index)).toBeChecked();
  // spec 1 §5: at most 5; the others are disabled.
  await expect(interests.nth(5)).toBeDisabled();

  await next(7);
  await dialog.getByRole('button', { name: /^(Escolher|Trocar) foto$/ }).click();
  const cropper = page.getByRole('dialog', { name: 'Foto de perfil' });
  await cropper.locator('input[type="file"]').setInputFiles(profilePhoto());
  await expect(cropper.getByRole('application', { name: 'Área de recorte' })).toBeVisible();
  await cropper.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('img', { name: 'Sua foto de perfil' })).toHaveAttribute(
    'src',
    /^data:image\//,
  );

  await next(8);
  await expect(dialog.getByRole('heading', { name: 'Hora de decolar!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Começar' }).click();

  await expect(page).toHaveURL(/\/student\/dashboard\?page=1$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The choices were saved: five interests, and the photo is the learner's image in the header.
  const saved = await page.evaluate(async () => {
    const answer = await fetch('/api/decola/list/interests/user');
    return ((await answer.json()) as { data: unknown[] | null }).data;
  });
  expect(saved).toHaveLength(5);
  await expect(page.getByRole('banner').locator('img[src^="data:image/"]')).toBeVisible();

  // Finished: the dashboard no longer sends this learner to the onboarding.
  await page.reload();
  await expect(page).toHaveURL(/\/student\/dashboard\?page=1$/);
  await page.goto('/student/dashboard/onboarding/3');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});

test('a step outside 1 to 8 goes back to the dashboard', async ({ page }) => {
  await openAs(page, '/student/dashboard/onboarding/9', 'primeiro@decola.dev');
  await expect(page).toHaveURL(/\/student\/dashboard(\/onboarding\/1)?$/);
});
