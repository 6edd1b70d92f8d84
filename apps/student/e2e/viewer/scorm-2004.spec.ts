import { expect, test, type Page } from '../support/test';
import { recordCspViolations } from '../support/csp';
import {
  answerScorm2004Quiz,
  commitSaving,
  commitWith,
  durationSeconds,
  expectFinishedInList,
  listProgress,
  openScorm2004,
  PACKAGES,
  SCORM_2004_ANSWERS as ANSWERS,
  SCORM_2004_TITLE as TITLE,
} from './scormSupport';

/** `cmi.entry` as the SCO reads it from the portal's 2004 runtime. */
const entry = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { API_1484_11: { GetValue(name: string): string } }).API_1484_11.GetValue(
      'cmi.entry',
    ),
  );

test('SCORM 2004: the package runs from its manifest, its progress moves the content, a reload resumes it and the quiz finishes it', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const { commits, frame } = await openScorm2004(page);
  // Nothing saved yet: a first attempt.
  expect(await entry(page)).toBe('ab-initio');
  // The manifest named SCORM 2004: the 2004 runtime, and its launch page in the subfolder.
  expect(await page.evaluate(() => ['API_1484_11', 'API'].map((name) => name in window))).toEqual([
    true,
    false,
  ]);
  await expect(page.locator(`iframe[title="${TITLE}"]`)).toHaveAttribute(
    'src',
    /\/student\/demo\/scorm\/indicadores-de-seguranca\/conteudo\/inicio\.html$/,
  );

  await test.step('its own navigation: location, suspend data and progress measure are saved', async () => {
    await frame.getByRole('button', { name: 'Próxima' }).click();
    const third = commitSaving(page, PACKAGES.scorm2004, 'cmi.location', '3');
    await frame.getByRole('button', { name: 'Próxima' }).click();
    await third;
    await expect(listProgress(page, TITLE)).toHaveAttribute('aria-valuenow', '60');
    expect(commits.latest()).toMatchObject({
      'cmi.location': '3',
      'cmi.progress_measure': '0.6',
      'cmi.completion_status': 'incomplete',
      'cmi.exit': 'suspend',
    });
    expect(JSON.parse(commits.latest()['cmi.suspend_data']!)).toMatchObject({ vistas: [1, 2, 3] });
  });

  await test.step("leaving mid-way: exit 'suspend' and the session's time committed; back, it resumes", async () => {
    // Five seconds of the learner's time, on the page's clock.
    await page.clock.runFor(5_000);
    const left = commitWith(page, PACKAGES.scorm2004, 'cmi.total_time');
    await page.getByRole('link', { name: /^Voltar para / }).click();
    await left;
    const latest = commits.latest();
    expect(latest).toMatchObject({ 'cmi.exit': 'suspend', 'cmi.location': '3' });
    expect(durationSeconds(latest['cmi.session_time'])).toBeGreaterThanOrEqual(5);
    expect(durationSeconds(latest['cmi.total_time'])).toBeGreaterThanOrEqual(5);
    await page.goBack();
    await expect(
      frame.getByRole('heading', { name: 'Taxa de frequência e taxa de gravidade' }),
    ).toBeVisible();
    expect(await entry(page)).toBe('resume');
  });

  await test.step("after a reload: entry 'resume', back on its page", async () => {
    await page.reload();
    await expect(frame.getByText('Você voltou para a página em que parou.')).toBeVisible();
    await expect(
      frame.getByRole('heading', { name: 'Taxa de frequência e taxa de gravidade' }),
    ).toBeVisible();
    expect(await entry(page)).toBe('resume');
    await expect(listProgress(page, TITLE)).toHaveAttribute('aria-valuenow', '60');
  });

  await test.step('the quiz: completed, passed by the mastery score, the content finished', async () => {
    await frame.getByRole('button', { name: 'Próxima' }).click();
    await answerScorm2004Quiz(page, frame, ANSWERS.allRight, [
      'cmi.completion_status',
      'completed',
    ]);
    await expect(frame.getByText('O portal registrou a sua aprovação.')).toBeVisible();
    await expectFinishedInList(page, TITLE);
    expect(commits.latest()).toMatchObject({
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'passed',
      'cmi.score.raw': '100',
      'cmi.score.scaled': '1',
      'cmi.progress_measure': '1',
      'cmi.location': '5',
    });
  });

  await test.step('leaving commits how the session ended: exit, session time, total time', async () => {
    // Five seconds more of the learner's time, on the page's clock.
    await page.clock.runFor(5_000);
    const finished = commitWith(page, PACKAGES.scorm2004, 'cmi.total_time');
    await page.getByRole('link', { name: /^Voltar para / }).click();
    await finished;
    const latest = commits.latest();
    expect(latest['cmi.exit']).toBe('normal');
    expect(durationSeconds(latest['cmi.session_time'])).toBeGreaterThanOrEqual(5);
    // Both sessions' time: the one left by the reload and this one.
    expect(durationSeconds(latest['cmi.total_time'])).toBeGreaterThanOrEqual(10);
    await page.goBack();
    await expectFinishedInList(page, TITLE);
  });
  expect(violations).toEqual([]);
});

test("SCORM 2004: a quiz below the passing score commits 'failed', and completed still finishes the content; its glossary window and its confirm work in the portal", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const { commits, frame } = await openScorm2004(page);

  await test.step('its glossary opens in a window of its own, under the package policy', async () => {
    await frame.getByRole('button', { name: 'Próxima' }).click();
    const opened = page.waitForEvent('popup');
    await frame.getByRole('button', { name: 'Abrir o glossário' }).click();
    const glossary = await opened;
    await expect(glossary).toHaveURL(/\/indicadores-de-seguranca\/conteudo\/glossario\.html$/);
    await expect(glossary.getByRole('heading', { name: 'Glossário de indicadores' })).toBeVisible();
    // Its inline handler runs (the portal's own policy would refuse it): the window closes.
    const closed = glossary.waitForEvent('close');
    // The window may close before the click's own checks end: then the click reports the closed
    // page, which is what is awaited here.
    await glossary
      .getByRole('button', { name: 'Fechar o glossário' })
      .click()
      .catch((error: unknown) => {
        if (!glossary.isClosed()) throw error;
      });
    await closed;
  });

  for (let step = 2; step < 4; step += 1)
    await frame.getByRole('button', { name: 'Próxima' }).click();
  await expect(frame.getByRole('heading', { name: 'Questionário' })).toBeVisible();

  await test.step('one answer of three right: completed, failed by the passing score, finished', async () => {
    await answerScorm2004Quiz(page, frame, ANSWERS.oneRight, [
      'cmi.completion_status',
      'completed',
    ]);
    expect(commits.latest()).toMatchObject({
      'cmi.completion_status': 'completed',
      'cmi.success_status': 'failed',
      'cmi.score.raw': '33',
      'cmi.score.scaled': '0.33',
    });
    await expect(
      frame.getByText(
        'O portal registrou a nota abaixo de 70%: refaça o questionário para ser aprovado.',
      ),
    ).toBeVisible();
    await expectFinishedInList(page, TITLE);
  });

  await test.step("taken again after its confirm: 'passed' replaces 'failed'", async () => {
    const confirmed: string[] = [];
    page.once('dialog', (dialog) => {
      confirmed.push(dialog.message());
      void dialog.dismiss();
    });
    await frame.getByRole('button', { name: 'Refazer o questionário' }).click();
    await expect
      .poll(() => confirmed)
      .toEqual(['Refazer o questionário? As respostas enviadas serão apagadas.']);
    // Cancelled: the result stays.
    await expect(frame.getByRole('heading', { name: 'Resultado' })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await frame.getByRole('button', { name: 'Refazer o questionário' }).click();
    await expect(frame.getByRole('heading', { name: 'Questionário' })).toBeVisible();
    await expect(frame.getByRole('radio', { name: 'Acidentes com afastamento' })).not.toBeChecked();

    await answerScorm2004Quiz(page, frame, ANSWERS.allRight, ['cmi.success_status', 'passed']);
    await expect(frame.getByText('O portal registrou a sua aprovação.')).toBeVisible();
    expect(commits.latest()).toMatchObject({
      'cmi.success_status': 'passed',
      'cmi.score.raw': '100',
      'cmi.score.scaled': '1',
    });
    await expectFinishedInList(page, TITLE);
  });
  expect(violations).toEqual([]);
});
