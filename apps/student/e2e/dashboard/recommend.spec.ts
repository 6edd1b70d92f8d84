import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clearFaults, injectFault } from '../support/demo';
import { openAs } from '../support/signIn';

// The seed's course 12 (packages/api-mocks/src/seed/learning/coursePlans.ts).
const COURSE = { id: 12, title: 'Feedback que Desenvolve Equipes' };
const SUCCESS = 'Você indicou este treinamento com sucesso!';
const SERVER_ERROR = 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.';

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

type Listed = { id: number; name: string };

/** The colleagues the demo backend finds for a search, as the picker lists them. */
const colleaguesFound = (page: Page, search: string) =>
  page.evaluate(async (text) => {
    const answer = await fetch(`/api/decola/list/users?search=${encodeURIComponent(text)}`);
    return ((await answer.json()) as { data: { users: Listed[] } }).data.users;
  }, search);

/** Whom the learner has recommended the course to, as the demo backend recorded it. */
const recommendedTo = (page: Page) =>
  page.evaluate(async (id) => {
    const answer = await fetch(`/api/decola/list/user/indication/training/${id}`);
    return ((await answer.json()) as { data: { userIDs: number[] } }).data.userIDs;
  }, COURSE.id);

async function chooseTwoColleagues(page: Page) {
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto(`/student/course/${COURSE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();

  const trigger = page.getByRole('button', { name: 'Indicar treinamento' });
  await trigger.click();
  const picker = page.getByRole('dialog', { name: 'Indicar treinamento' });
  await expect(picker).toHaveAccessibleDescription(
    `Escolha os colegas que vão receber a indicação de “${COURSE.title}”.`,
  );
  // spec 1 §9: 30 colleagues a page, with the pages below.
  await expect(picker.getByRole('checkbox')).toHaveCount(30);
  await expect(picker.getByRole('navigation', { name: 'Paginação' })).toBeVisible();

  const found = await colleaguesFound(page, 'mariana');
  expect(found.length).toBeGreaterThan(2);
  await picker.getByRole('searchbox', { name: 'Buscar colega' }).fill('mariana');
  await expect(picker.getByRole('checkbox')).toHaveCount(found.length);
  const chosen = found.slice(0, 2);
  for (const colleague of chosen)
    await picker.getByRole('checkbox', { name: colleague.name }).check();
  await expect(picker.getByText('2 colegas selecionados')).toBeVisible();

  // The filter's radios are hidden behind their labels, which the learner clicks.
  await picker.getByText('Selecionados (2)', { exact: true }).click();
  await expect(picker.getByRole('radio', { name: 'Selecionados (2)' })).toBeChecked();
  await expect(picker.getByRole('checkbox')).toHaveCount(2);
  for (const colleague of chosen)
    await expect(picker.getByRole('checkbox', { name: colleague.name })).toBeChecked();
  return { trigger, picker, chosen };
}

test('the learner recommends a course to two colleagues', async ({ page }) => {
  const { trigger, picker, chosen } = await chooseTwoColleagues(page);
  expect(await recommendedTo(page)).toEqual([]);

  await picker.getByRole('button', { name: 'Indicar' }).click();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(picker).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(ascending(await recommendedTo(page))).toEqual(ascending(chosen.map(({ id }) => id)));

  // The course page tells how many have it, and the picker who (spec 2 §7).
  await expect(page.getByText('Você já indicou este treinamento a 2 colegas.')).toBeVisible();
  await trigger.click();
  await picker.getByRole('searchbox', { name: 'Buscar colega' }).fill('mariana');
  for (const colleague of chosen)
    await expect(
      picker.getByRole('checkbox', { name: colleague.name }),
    ).toHaveAccessibleDescription(/^Já indicado · /);
});

test('a recommendation the server refuses shows its message and keeps the choice', async ({
  page,
}) => {
  const { trigger, picker, chosen } = await chooseTwoColleagues(page);
  await injectFault(page, 'indicateTraining', '500', 1);

  await picker.getByRole('button', { name: 'Indicar' }).click();

  await expect(picker.getByRole('alert')).toContainText(SERVER_ERROR);
  // Still open (the dialog's own box is empty: its panel is what shows).
  await expect(picker.getByRole('heading', { name: 'Indicar treinamento' })).toBeVisible();
  await expect(picker.getByRole('radio', { name: 'Selecionados (2)' })).toBeChecked();
  for (const colleague of chosen)
    await expect(picker.getByRole('checkbox', { name: colleague.name })).toBeChecked();
  expect(await recommendedTo(page)).toEqual([]);
  await expect(page.getByText(SUCCESS)).toHaveCount(0);

  // The same choice, sent again once the server answers.
  await clearFaults(page);
  await picker.getByRole('button', { name: 'Indicar' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(picker).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(ascending(await recommendedTo(page))).toEqual(ascending(chosen.map(({ id }) => id)));
});
