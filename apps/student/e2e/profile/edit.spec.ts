import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, successToast } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { profilePhoto } from '../support/photo';
import { openSignedIn, signIn } from '../support/signIn';

const EDIT = '/student/profile/edit';
const SAVED = 'Perfil atualizado com sucesso!';

type Me = {
  data: {
    user: {
      socialName: string | null;
      biography: string | null;
      image: string | null;
      address?: { zipCode?: string; stateID?: number; city?: string; addressNumber?: number };
    };
  };
};

const me = async (page: Page) =>
  (await demoGet<Me>(page, '/api/user/me/list/personalInformation')).data.user;

const editor = (page: Page) => page.getByRole('form', { name: 'Editar perfil' });
const save = (page: Page) => page.getByRole('button', { name: 'Salvar alterações' });
const greeting = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Olá, ${name}` });

/** The profile update the editor sends, read as the server receives it. */
const sentUpdate = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/api/decola/user/me/edit/personalInformation'),
  );

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
  await openSignedIn(page, EDIT);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
    'Ana Carolina Ribeiro',
  );
});

test.afterEach(() => {
  // Photos are data: and blob: images: the strict policy allows them, nothing else is refused.
  expect(cspViolations).toEqual([]);
});

test('the social name and biography are saved and the header greets by the new name at once', async ({
  page,
}) => {
  await expect(greeting(page, 'Carol')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
  const socialName = page.getByRole('textbox', { name: 'Nome social' });
  await socialName.fill('Carolina');
  await page
    .getByRole('textbox', { name: 'Biografia' })
    .fill('Coordenadora de obras em São Paulo.');
  await save(page).click();
  await expect(successToast(page, SAVED)).toBeVisible();
  await expect(greeting(page, 'Carolina')).toBeVisible();
  expect(await me(page)).toMatchObject({
    socialName: 'Carolina',
    biography: 'Coordenadora de obras em São Paulo.',
  });
  // Saved: leaving asks nothing.
  await page.getByRole('banner').getByRole('link', { name: 'Meu dashboard' }).first().click();
  await expect(page).not.toHaveURL(exactly(EDIT));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the address changes through the zip lookup and is sent with stateID as a number', async ({
  page,
}) => {
  const zip = page.getByRole('textbox', { name: 'CEP' });
  await expect(zip).toHaveValue('01310-100');
  await zip.fill('80420090');
  await expect(page.getByRole('textbox', { name: 'Rua' })).toHaveValue('Avenida do Batel');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText(/Paraná/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('16');
  await page.getByRole('spinbutton', { name: 'Número' }).fill('1230');
  const request = sentUpdate(page);
  await save(page).click();
  const body = (await request).postDataJSON() as { address: Record<string, unknown> };
  expect(body.address).toMatchObject({
    zipCode: '80420090',
    stateID: 16,
    federalUnit: 'PR',
    city: 'Curitiba',
    street: 'Avenida do Batel',
    addressNumber: 1230,
  });
  await expect(successToast(page, SAVED)).toBeVisible();
  expect((await me(page)).address).toMatchObject({ stateID: 16, city: 'Curitiba' });
});

test('five interests at most: the sixth is disabled, and the choice is saved', async ({ page }) => {
  const picker = page.getByRole('group', { name: 'Escolha até 5 interesses' });
  await expect(picker.getByText('3 de 5 selecionados')).toBeVisible();
  const unchecked = page.getByRole('checkbox', { checked: false });
  // Each interest is a card around a visually hidden checkbox: the learner clicks the card.
  for (let chosen = 3; chosen < 5; chosen += 1) {
    await picker.getByRole('listitem').filter({ has: unchecked }).first().click();
    await expect(picker.getByText(`${chosen + 1} de 5 selecionados`)).toBeVisible();
  }
  const rest = picker.getByRole('checkbox', { checked: false });
  expect(await rest.count()).toBeGreaterThan(0);
  for (const box of await rest.all()) await expect(box).toBeDisabled();
  await save(page).click();
  await expect(successToast(page, SAVED)).toBeVisible();
  const saved = await demoGet<{ data: unknown[] }>(page, '/api/decola/user/interests');
  expect(saved.data).toHaveLength(5);
});

test('a 4 MB photo is refused; a valid one is cropped, saved and shown in the header', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Alterar foto' }).click();
  const cropper = page.getByRole('dialog', { name: 'Foto de perfil' });
  const file = cropper.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'obra.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(4 * 1024 * 1024),
  });
  await expect(cropper.getByRole('alert')).toHaveText(
    'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
  );
  await file.setInputFiles(profilePhoto());
  await expect(cropper.getByRole('application', { name: 'Área de recorte' })).toBeVisible();
  await cropper.getByRole('button', { name: 'Salvar' }).click();
  // spec 2 §4: hidden after save.
  await expect(cropper).toBeHidden();
  await expect(
    editor(page).getByText('Nova foto escolhida. Salve as alterações para usá-la.'),
  ).toBeVisible();
  await save(page).click();
  await expect(successToast(page, SAVED)).toBeVisible();
  expect((await me(page)).image).toMatch(/^data:image\/(webp|png);base64,/);
  await expect(page.getByRole('banner').locator('img[src^="data:image/"]')).toBeVisible();
});

test("'Refazer apresentação' opens the onboarding at step 1", async ({ page }) => {
  await page.getByRole('button', { name: 'Refazer apresentação' }).click();
  await expect(page).toHaveURL(exactly('/student/dashboard/onboarding/1'));
  const dialog = page.getByRole('dialog', { name: 'Primeiros passos' });
  await expect(dialog.getByRole('heading', { name: /Olá, / })).toBeVisible();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Nome social' }).fill('Carolzinha');
  const home = page.getByRole('banner').getByRole('link', { name: 'Meu dashboard' }).first();
  await home.click();
  const ask = page.getByRole('alertdialog', { name: 'Deseja sair sem salvar as alterações?' });
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(exactly(EDIT));
  await expect(page.getByRole('textbox', { name: 'Nome social' })).toHaveValue('Carolzinha');
  await home.click();
  await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).not.toHaveURL(exactly(EDIT));
  expect((await me(page)).socialName).toBe('Carol');
});

test('a failed save (500) keeps every field and shows the server message', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Nome social' }).fill('Carolina');
  await page.getByRole('textbox', { name: 'Complemento' }).fill('Sala 8');
  await injectFault(page, 'editPersonalInformation', '500', 1);
  await save(page).click();
  await expect(editor(page).getByRole('alert')).toContainText(
    'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
  );
  await expect(page.getByRole('textbox', { name: 'Nome social' })).toHaveValue('Carolina');
  await expect(page.getByRole('textbox', { name: 'Complemento' })).toHaveValue('Sala 8');
  await expect(greeting(page, 'Carol')).toBeVisible();
  // The next try goes through.
  await save(page).click();
  await expect(successToast(page, SAVED)).toBeVisible();
  await expect(greeting(page, 'Carolina')).toBeVisible();
});

test('a 403 on save returns home, and the login brings the learner back to the editor', async ({
  page,
}) => {
  await page.getByRole('textbox', { name: 'Nome social' }).fill('Carolina');
  await injectFault(page, 'editPersonalInformation', '403', 1);
  await save(page).click();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await expect(page).toHaveURL(`/student/home?redirect=${encodeURIComponent(EDIT)}`);
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(exactly(EDIT));
  await expect(page.getByRole('textbox', { name: 'Nome social' })).toHaveValue('Carol');
});
