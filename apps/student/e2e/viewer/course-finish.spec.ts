import type { Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly } from '../support/access';
import { recordCspViolations } from '../support/csp';
import {
  contentList,
  expectSave,
  nextTick,
  openContent,
  progressSaves,
  tickAndSave,
} from './viewerSupport';

/** Course 7 of the demo seed: the aluno finished every content but the last, a 30-s video. */
const COURSE = 7;
const LAST_CONTENT = 704;

const isCourseFinish = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === `/api/decola/course/finish/${COURSE}`;

test("the learner finishes a course's last content: course/finish is called and the course shows 'Concluído' and its certificate", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const saves = progressSaves(page, LAST_CONTENT);
  const finishes: number[] = [];
  page.on('response', (response) => {
    if (isCourseFinish(response)) finishes.push(response.status());
  });
  const heading = await openContent(page, `/student/course/${COURSE}/content/${LAST_CONTENT}`);
  const title = (await heading.textContent()) ?? '';

  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  expectSave(await tickAndSave(page, saves, 1), 1, 15);
  expect(finishes).toEqual([]);
  await nextTick(page);
  await expect.poll(() => finishes).toEqual([200]);
  const item = contentList(page).getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Concluído')).toBeVisible();

  await page.getByRole('link', { name: /^Voltar para / }).click();
  await expect(page).toHaveURL(exactly(`/student/course/${COURSE}`));
  const hero = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(hero.getByRole('progressbar', { name: 'Progresso no curso' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const certificate = page
    .getByRole('group', { name: 'Ações do curso' })
    .getByRole('link', { name: /Ver certificado/ });
  await expect(certificate).toHaveAttribute(
    'href',
    /^\/student\/demo\/certificates\/curso-7-usuario-\d+\.pdf$/,
  );
  expect(finishes).toEqual([200]);
  expect(violations).toEqual([]);
});
