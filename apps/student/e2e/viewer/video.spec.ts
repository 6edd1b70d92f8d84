import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { editSeed } from '../support/seed';
import {
  CONTENTS,
  contentList,
  contentPath,
  expectSave,
  tickAndSave,
  openContent,
  progressSaves,
  VIEWER_COURSE,
} from './viewerSupport';

test('the learner plays a video past its minimum: finished at once in the list, the next one open', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const saves = progressSaves(page, CONTENTS.video);
  const title = (await (await openContent(page, contentPath(CONTENTS.video))).textContent()) ?? '';
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  expectSave(await tickAndSave(page, saves, 1), 1, 15);
  await tickAndSave(page, saves, 2);
  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();
  await page.getByRole('link', { name: 'Próximo conteúdo' }).click();
  await expect(page).toHaveURL(exactly(contentPath(CONTENTS.scorm)));
  expect(violations).toEqual([]);
});

test('the learner leaves a video mid-way and is offered to resume at the same second', async ({
  page,
}) => {
  await openContent(page, contentPath(CONTENTS.video));
  const position = page.getByRole('slider', { name: 'Posição' });
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(async () => Number(await position.inputValue())).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Pausar' }).click();
  // Read where it stopped once it has stopped: a busy machine plays on a moment after the click.
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  const at = Number(await position.inputValue());
  const time = `00:${String(at).padStart(2, '0')}`;

  await page.getByRole('link', { name: /^Voltar para / }).click();
  await expect(page).toHaveURL(exactly(`/student/course/${VIEWER_COURSE}`));
  await page.goBack();
  await expect(page.getByText(`Você parou em ${time}.`)).toBeVisible();
  await page.getByRole('button', { name: `Continuar de ${time}` }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Continuar de ${time}` })).toHaveCount(0);
  const resumed = Number(await position.inputValue());
  expect(resumed).toBeGreaterThanOrEqual(at);
  expect(resumed).toBeLessThan(at + 3);
});

test('a video watched to its end offers no resume: its checkpoint is measured against the file’s own length', async ({
  page,
}) => {
  // Course 4's first content: a video the aluno finished, its checkpoint at its last second.
  await openContent(page, '/student/course/4/content/401');
  const position = page.getByRole('slider', { name: 'Posição' });
  await expect(position).toHaveAttribute('aria-valuetext', /^00:00 de 00:[1-5]\d$/);
  await expect(page.getByRole('button', { name: /^Continuar de / })).toHaveCount(0);
  await expect(page.getByText(/^Você parou em/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  // It plays from the start.
  expect(Number(await position.inputValue())).toBeLessThan(5);
});

test('a checkpoint within the listed length but past the file’s end offers no resume once the file’s length is known, and plays from the start', async ({
  page,
}) => {
  // The content lists 30 minutes and the aluno stopped at 10:00, but its file plays 34 s.
  await editSeed(page, ['contents', 'learners'], (tables) => {
    const contents = tables.contents as { id: number; duration: number }[];
    contents.find(({ id }) => id === CONTENTS.video)!.duration = 1800;
    const aluno = (tables.learners as Record<string, { contents: Record<string, unknown> }>)['1']!;
    aluno.contents[`course:${CONTENTS.video}`] = {
      status: {
        progress: 30,
        startedAt: null,
        finishedAt: null,
        checkpoint: 600,
        scormCheckpoints: [],
      },
      watchedSeconds: 600,
      exercise: null,
    };
  });
  // The file waits until the listed length has been seen at work.
  let sendFile = () => {};
  const fileSent = new Promise<void>((resolve) => (sendFile = resolve));
  await page.context().route('**/student/demo/video/*.mp4', async (route) => {
    await fileSent;
    await route.continue();
  });
  await openContent(page, contentPath(CONTENTS.video));
  const position = page.getByRole('slider', { name: 'Posição' });
  const resume = page.getByRole('button', { name: 'Continuar de 10:00' });
  // Until the file answers, the listed length is all there is: 10:00 lies well within it.
  await expect(position).toHaveAttribute('aria-valuetext', '00:00 de 30:00');
  await expect(resume).toBeVisible();

  sendFile();
  await expect(position).toHaveAttribute('aria-valuetext', '00:00 de 00:34');
  await expect(resume).toHaveCount(0);
  await expect(page.getByText(/^Você parou em/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  expect(Number(await position.inputValue())).toBeLessThan(5);
});

test('on a phone, before the video file answers, the player shows the content’s length and play is ready', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The local video never answers, as on a phone that loads nothing before play is pressed.
  await page.context().route('**/student/demo/video/*.mp4', () => undefined);
  await openContent(page, contentPath(CONTENTS.video));
  const player = page.locator('[data-slot="video-content-player"]');
  await expect(player).toHaveAttribute('data-status', 'loading');
  await expect(page.getByRole('slider', { name: 'Posição' })).toHaveAttribute(
    'aria-valuetext',
    '00:00 de 00:34',
  );
  await expect(player.getByText('00:00 / 00:34')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();
});
