import { expect, test } from '../support/test';
import { demoGet, injectFault } from '../support/demo';
import {
  CONTENTS,
  contentPath,
  expectSave,
  nextTick,
  openContent,
  progressSaves,
} from './viewerSupport';

test('a 500 on a progress save keeps the audio playing and the outbox sends the same seconds again 2 s later, once', async ({
  page,
}) => {
  const saves = progressSaves(page, CONTENTS.audio);
  await openContent(page, contentPath(CONTENTS.audio));
  await injectFault(page, 'saveCourseContentProgress', '500', 1);
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await nextTick(page);
  await expect.poll(() => saves.statuses).toEqual([500]);
  // Still playing; the failed save waits on the device and is tried again after its backoff.
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await page.clock.runFor(2_000);
  await expect.poll(() => saves.statuses).toEqual([500, 200]);
  expect(saves.bodies[1]).toEqual(saves.bodies[0]);
  // The next tick carries only what was played since.
  await nextTick(page);
  await expect.poll(() => saves.statuses).toEqual([500, 200, 200]);
  expectSave(saves.bodies[2], 1, 15);
});

test('a blocked content cannot be opened: the next button says why, its address is not found', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.audio));
  await expect(page.getByRole('button', { name: 'Próximo conteúdo' })).toBeDisabled();
  await expect(page.getByText('Conclua este conteúdo para liberar o próximo')).toBeVisible();
  await page.goto(contentPath(CONTENTS.blocked));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
});

test('a locked next content says which lock holds it: this one to finish, the course’s author, or its release date', async ({
  page,
}) => {
  // Course 39: the aluno finished its PDF; the exercise after it stays blocked by the author.
  await openContent(page, '/student/course/39/content/3903');
  const next = page.getByRole('button', { name: 'Próximo conteúdo' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('O autor do curso bloqueou o próximo conteúdo');
  await expect(page.getByText('Conclua este conteúdo para liberar o próximo')).toHaveCount(0);
  const list = page.getByRole('region', { name: 'Conteúdos do curso' });
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Avaliação: gestão de projetos' }),
  ).toContainText('Bloqueado');

  // Course 20: its last content is released on a day the server names.
  const contents = (
    await demoGet<{ data: { id: number; releaseDate: string | null }[] }>(
      page,
      '/api/decola/courses/20/contents',
    )
  ).data;
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(contents[2]!.releaseDate!),
  );
  await page.goto('/student/course/20/content/2002');
  await expect(next).toHaveAccessibleDescription(`O próximo conteúdo será liberado em ${day}`);
  await expect(list.getByRole('listitem').nth(2)).toContainText(`Disponível em ${day}`);
});
