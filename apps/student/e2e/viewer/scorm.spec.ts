import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { commitWith, isScormCommit, scormCommits } from './scormSupport';
import { CONTENTS, contentList, contentPath, openContent } from './viewerSupport';

test('the learner answers the SCORM quiz and sees the content finished, after a reload too', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const title = (await (await openContent(page, contentPath(CONTENTS.scorm))).textContent()) ?? '';
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await expect(frame.getByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
  while (!(await frame.getByRole('heading', { name: 'Questionário' }).isVisible())) {
    await frame.getByRole('button', { name: 'Próxima' }).click();
  }
  await frame.getByRole('radio', { name: 'Capacete' }).check();
  await frame.getByRole('radio', { name: 'Acima de 2 metros' }).check();
  await frame
    .getByRole('radio', { name: 'Interromper o trabalho e comunicar o encarregado' })
    .check();
  await frame.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(frame.getByRole('heading', { name: 'Resultado' })).toBeVisible();

  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();
  await page.reload();
  await expect(item.getByText('Concluído')).toBeVisible();
  expect(violations).toEqual([]);
});

test('SCORM 1.2: leaving mid-way commits the suspended session, which resumes on coming back and after a reload', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const title = (await (await openContent(page, contentPath(CONTENTS.scorm))).textContent()) ?? '';
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  const entry = () =>
    page.evaluate(
      () => (window as unknown as { API: { cmi: { core: { entry: string } } } }).API.cmi.core.entry,
    );
  await expect(frame.getByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
  // Nothing saved yet: a first attempt.
  expect(await entry()).toBe('ab-initio');
  await frame.getByRole('button', { name: 'Próxima' }).click();
  await expect(
    frame.getByRole('heading', { name: 'Equipamentos de proteção individual' }),
  ).toBeVisible();

  const commits = scormCommits(page, CONTENTS.scorm);
  // Five seconds of the learner's time, on the page's clock.
  await page.clock.runFor(5_000);
  const finished = commitWith(page, CONTENTS.scorm, 'cmi.core.total_time');
  await page.getByRole('link', { name: /^Voltar para / }).click();
  await finished;
  expect(commits.latest()).toMatchObject({
    'cmi.core.exit': 'suspend',
    'cmi.core.session_time': expect.stringMatching(/^\d{2,4}:00:0[5-9]/),
    'cmi.core.total_time': expect.stringMatching(/^\d{2,4}:\d{2}:\d{2}/),
  });

  await page.goBack();
  await expect(
    frame.getByRole('heading', { name: 'Equipamentos de proteção individual' }),
  ).toBeVisible();
  expect(await entry()).toBe('resume');

  await frame.getByRole('button', { name: 'Próxima' }).click();
  await frame.getByRole('button', { name: 'Próxima' }).click();
  await expect(frame.getByRole('heading', { name: 'Questionário' })).toBeVisible();
  const answered = page.waitForResponse(
    (response) =>
      isScormCommit(response, CONTENTS.scorm) &&
      (response.request().postDataJSON().scormCheckpoints as Array<{ value: string }>).some(
        ({ value }) => value.includes('"q1":"capacete"'),
      ),
  );
  await frame.getByRole('radio', { name: 'Capacete' }).check();
  await answered;
  await page.reload();
  await expect(frame.getByRole('heading', { name: 'Questionário' })).toBeVisible();
  await expect(frame.getByRole('radio', { name: 'Capacete' })).toBeChecked();
  expect(violations).toEqual([]);
});
