import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { injectFault } from '../support/demo';
import { editSeed } from '../support/seed';
import { openSignedIn, signIn } from '../support/signIn';

// Seed (packages/api-mocks/src/seed/events/trainings.ts): training 7 is still to start, without
// the aluno; training 6 runs with a module today, the aluno at two of its four.
const UPCOMING = { id: 7, name: 'Programa de Desenvolvimento de Líderes' };
const RUNNING = { id: 6, name: 'Formação de Encarregados de Obra' };
const ALUNO = 'Ana Carolina Ribeiro';

const situation = (page: Page) => page.getByRole('region', { name: 'Sua participação' });
const participants = (page: Page) => page.getByRole('table', { name: 'Participantes' });

test('a learner enrols in a training and leaves it, under the production CSP', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await openSignedIn(page, `/student/training-course/${UPCOMING.id}`);
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING.name })).toBeVisible();
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByRole('listitem')).toHaveCount(3);
  await expect(agenda.locator('article[aria-current="step"]')).toHaveAccessibleName(
    'Encontro 1 – Liderança situacional',
  );
  await expect(
    agenda.getByRole('button', {
      name: 'Adicionar à agenda: Encontro 2 – Indicadores que importam',
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Instrutores' }).getByRole('link')).toHaveCount(1);
  await expect(participants(page).getByRole('rowheader', { name: new RegExp(ALUNO) })).toHaveCount(
    0,
  );

  await situation(page).getByRole('button', { name: 'Inscrever-se' }).click();
  // The enrolment made says so, as an event's does.
  await expect(page.getByRole('status').filter({ hasText: 'Inscrição feita.' })).toBeVisible();
  await expect(situation(page).getByText('Você está inscrito neste treinamento.')).toBeVisible();
  await expect(
    situation(page).getByRole('progressbar', { name: 'Sua presença no treinamento' }),
  ).toHaveAttribute('aria-valuenow', '0');
  await expect(
    participants(page).getByRole('rowheader', { name: `${ALUNO} (você)` }),
  ).toBeVisible();

  const leave = async () => {
    await situation(page).getByRole('button', { name: 'Sair do treinamento' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Deseja realmente sair do treinamento?' });
    await dialog.getByRole('button', { name: 'Sair do treinamento' }).click();
  };
  const enrolledText = situation(page).getByText('Você está inscrito neste treinamento.');
  const notEnrolledText = situation(page).getByText(
    'Você ainda não está inscrito neste treinamento.',
  );

  // A failed leave puts the enrolment back, with the error toast.
  await injectFault(page, 'unenrollGraduation', '500', 1);
  await leave();
  await expect(
    page.getByText('O servidor não conseguiu concluir a operação. Tente novamente em instantes.'),
  ).toBeVisible();
  await expect(enrolledText).toBeVisible();

  // spec 2 §4: the flag turns false before the DELETE answers (the list still has the aluno).
  await injectFault(page, 'unenrollGraduation', 'delay-3000', 1);
  await leave();
  await expect(notEnrolledText).toBeVisible();
  await expect(
    participants(page).getByRole('rowheader', { name: `${ALUNO} (você)` }),
  ).toBeVisible();
  await expect(participants(page).getByRole('rowheader', { name: new RegExp(ALUNO) })).toHaveCount(
    0,
  );
  await expect(situation(page).getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a 403 on the training sends the learner home and, after login, back to it; a finished one shows its certificate', async ({
  page,
}) => {
  const path = `/student/training-course/${RUNNING.id}`;
  await openSignedIn(page, path);
  await expect(page.getByRole('heading', { level: 1, name: RUNNING.name })).toBeVisible();
  await injectFault(page, 'getGraduation', '403', 1);
  await page.reload();
  await expect(page.getByText('Faça seu login novamente.')).toBeVisible();
  await expect(page).toHaveURL(`/student/home?redirect=${encodeURIComponent(path)}`);
  await signIn(page, 'aluno@decola.dev');
  await expect(page).toHaveURL(exactly(path));
  await expect(page.getByRole('heading', { level: 1, name: RUNNING.name })).toBeVisible();
  // Still running: no certificate yet. Training 8 is over, with the aluno at every day: it has one.
  await expect(situation(page).getByRole('link', { name: /Ver certificado/ })).toHaveCount(0);
  await page.goto('/student/training-course/8');
  await expect(situation(page).getByRole('link', { name: /Ver certificado/ })).toHaveAttribute(
    'href',
    /formacao-8-usuario-\d+\.pdf$/,
  );
  // Over, it offers no leave, says so, and marks no meeting 'Atual'.
  await expect(situation(page).getByText('Este treinamento já foi finalizado.')).toBeVisible();
  await expect(situation(page).getByRole('button', { name: 'Sair do treinamento' })).toHaveCount(0);
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByRole('listitem')).toHaveCount(2);
  await expect(agenda.locator('article[aria-current="step"]')).toHaveCount(0);
  await expect(agenda.getByText('Atual', { exact: true })).toHaveCount(0);
});

/** The portal's notices ('Avisos'): a refusal's toast is an alert there. */
const notices = (page: Page) => page.getByRole('region', { name: 'Avisos' });

test('a training closed before its meetings refuses the enrolment as finished, in the training’s words, never a class’s', async ({
  page,
}) => {
  // Training 7 closed by the school while its meetings are still ahead: the page offers the
  // enrolment, the server refuses it as finished.
  await editSeed(page, ['graduations'], (tables) => {
    const trainings = tables.graduations as { id: number; finishedAt: string | null }[];
    trainings.find(({ id }) => id === UPCOMING.id)!.finishedAt = '@@l:-1:12:0:0@@';
  });
  await openSignedIn(page, `/student/training-course/${UPCOMING.id}`);
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING.name })).toBeVisible();
  await situation(page).getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(
    notices(page)
      .getByRole('alert')
      .getByText('Este treinamento já foi finalizado.', { exact: true }),
  ).toBeVisible();
  await expect(notices(page)).not.toContainText(/turma/i);
  await expect(page.locator('body')).not.toContainText(/turma/i);
});

test('an enrolment made meanwhile elsewhere is refused as already made, in the training’s words', async ({
  page,
}) => {
  await openSignedIn(page, `/student/training-course/${UPCOMING.id}`);
  const enroll = situation(page).getByRole('button', { name: 'Inscrever-se' });
  await expect(enroll).toBeVisible();
  // The learner enrolled from another device: this page still offers the enrolment.
  await page.evaluate(async (id) => {
    const answer = await fetch(`/api/decola/graduation/${id}/enroll`, { method: 'POST' });
    if (!answer.ok) throw new Error(`enroll answered ${answer.status}`);
  }, UPCOMING.id);
  await enroll.click();
  await expect(
    notices(page)
      .getByRole('alert')
      .getByText('Você já está inscrito neste treinamento.', { exact: true }),
  ).toBeVisible();
  await expect(notices(page)).not.toContainText(/turma/i);
  await expect(page.locator('body')).not.toContainText(/turma/i);
});
