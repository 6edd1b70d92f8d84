import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { openAs } from '../support/signIn';
import { CLASSES, classCard, classPath, fact, openClass } from './eventSupport';

test("the dashboard's event card lands on the event page; the full class is refused, an open one enrols with one place fewer", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const { open, full } = CLASSES;
  await openAs(page, '/student/dashboard');
  // The card opens the event's first class still to happen (class 31).
  await page
    .getByRole('region', { name: 'Treinamentos' })
    .getByRole('link', { name: 'Encontro de Lideranças de Obra', exact: true })
    .click();
  await expect(page).toHaveURL(exactly(classPath(full)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Encontro de Lideranças de Obra',
  );
  const refused = classCard(page, full).getByRole('button', { name: 'Inscrever-se' });
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAccessibleDescription('Não há mais vagas para essa turma.');
  await expect(classCard(page, full).getByText('Não há mais vagas para essa turma.')).toBeVisible();
  await expect(fact(page, full, 'Vagas restantes')).toHaveText('0');

  // Choosing another class of the event changes the URL.
  await page
    .getByRole('navigation', { name: 'Turmas do evento' })
    .getByRole('link', { name: new RegExp(open.name) })
    .click();
  await expect(page).toHaveURL(exactly(classPath(open)));
  await expect(fact(page, open, 'Vagas')).toHaveText('30');
  await expect(fact(page, open, 'Vagas restantes')).toHaveText('22');

  const enrolls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/event/class/${open.id}/enroll`))
      enrolls.push(request.url());
  });
  // Two clicks in a row: one enrolment.
  await classCard(page, open).getByRole('button', { name: 'Inscrever-se' }).dblclick();
  await expect(fact(page, open, 'Vagas restantes')).toHaveText('21');
  await expect(classCard(page, open).getByText('Inscrito', { exact: true })).toBeVisible();
  await expect(
    classCard(page, open).getByRole('button', { name: 'Cancelar inscrição' }),
  ).toBeVisible();
  expect(enrolls).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('unenrolling asks first; a finished class is refused with its message', async ({ page }) => {
  const { enrolledNoLimit: mine, finished } = CLASSES;
  await openClass(page, mine);
  const card = classCard(page, mine);
  await expect(fact(page, mine, 'Vagas')).toHaveText('sem limite');
  await expect(card.getByText('Inscrito', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Cancelar inscrição' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
  await dialog.getByRole('button', { name: 'Manter inscrição' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Inscrito', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Cancelar inscrição' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
  await dialog.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
  await expect(card.getByText('Inscrito', { exact: true })).toHaveCount(0);

  await page.goto(classPath(finished));
  const refused = classCard(page, finished).getByRole('button', { name: 'Inscrever-se' });
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAccessibleDescription('Esta turma já foi finalizada.');
});
