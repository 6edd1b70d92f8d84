import { expect, test, type Page } from '../support/test';
import { recordCspViolations } from '../support/csp';
import {
  commitSaving,
  expectFinishedInList,
  listProgress,
  PACKAGES,
  scormCommits,
} from './scormSupport';
import { contentPath, openContent } from './viewerSupport';

const TITLE = 'Do dado ao painel em três módulos';
const MODULES = [
  'Módulo 1: Importar os dados',
  'Módulo 2: Modelar as medidas',
  'Módulo 3: Publicar o painel',
] as const;

const scoList = (page: Page) => page.getByRole('navigation', { name: 'Atividades deste conteúdo' });
const module = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`);
const shown = (page: Page, title: string) =>
  expect(scoList(page).getByRole('button', { name: title })).toHaveAttribute(
    'aria-current',
    'step',
  );

test('several SCOs: the modules inside the content, each launched in turn, the progress their share, finished when all are', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const commits = scormCommits(page, PACKAGES.threeScos);
  await openContent(page, contentPath(PACKAGES.threeScos));
  await expect(scoList(page)).toContainText('0 de 3 concluídas');
  for (const title of MODULES)
    await expect(scoList(page).getByRole('button', { name: title })).toBeVisible();
  await shown(page, MODULES[0]);

  await test.step('finishing module 1 opens module 2; the content is a third done', async () => {
    await module(page, MODULES[0]).getByRole('button', { name: 'Próxima' }).click();
    const finished = commitSaving(page, PACKAGES.threeScos, 'cmi.progress_measure', '0.3333333');
    await module(page, MODULES[0]).getByRole('button', { name: 'Concluir módulo' }).click();
    await finished;
    await shown(page, MODULES[1]);
    await expect(listProgress(page, TITLE)).toHaveAttribute('aria-valuenow', '33');
    expect(commits.latest()).toMatchObject({
      'sco/modulo-importar/cmi.core.lesson_status': 'completed',
      'cmi.completion_status': 'incomplete',
    });
  });

  await test.step('moving between SCOs from the list, by keyboard too: each resumes on its page', async () => {
    await module(page, MODULES[1]).getByRole('button', { name: 'Próxima' }).click();
    await expect(
      module(page, MODULES[1]).getByRole('heading', { name: 'Uma medida por pergunta' }),
    ).toBeVisible();
    const suspended = commitSaving(
      page,
      PACKAGES.threeScos,
      'sco/modulo-modelar/cmi.core.exit',
      'suspend',
    );
    await scoList(page).getByRole('button', { name: MODULES[2] }).click();
    await suspended;
    await shown(page, MODULES[2]);
    await expect(module(page, MODULES[2]).getByRole('heading', { name: MODULES[2] })).toBeVisible();
    await expect(
      scoList(page).getByRole('button', { name: MODULES[1] }),
    ).toHaveAccessibleDescription('Em andamento');

    await scoList(page).getByRole('button', { name: MODULES[1] }).focus();
    await page.keyboard.press('Enter');
    await shown(page, MODULES[1]);
    await expect(
      module(page, MODULES[1]).getByRole('heading', { name: 'Uma medida por pergunta' }),
    ).toBeVisible();
  });

  await test.step('a reload while module 2 is mid-way: module 2 again, resumed on its page, the share kept', async () => {
    await page.reload();
    await shown(page, MODULES[1]);
    await expect(
      module(page, MODULES[1]).getByRole('heading', { name: 'Uma medida por pergunta' }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { API: { cmi: { core: { entry: string } } } }).API.cmi.core.entry,
      ),
    ).toBe('resume');
    await expect(scoList(page)).toContainText('1 de 3 concluídas');
    await expect(listProgress(page, TITLE)).toHaveAttribute('aria-valuenow', '33');
    await expect(
      scoList(page).getByRole('button', { name: MODULES[0] }),
    ).toHaveAccessibleDescription('Concluída');
    await expect(
      scoList(page).getByRole('button', { name: MODULES[2] }),
    ).toHaveAccessibleDescription('Em andamento');
  });

  await test.step('module 2 done opens module 3, whose passing finishes the content', async () => {
    await module(page, MODULES[1]).getByRole('button', { name: 'Concluir módulo' }).click();
    await shown(page, MODULES[2]);
    const third = module(page, MODULES[2]);
    await third.getByRole('button', { name: 'Próxima' }).click();
    await third.getByRole('radio', { name: 'No espaço de trabalho da obra' }).check();
    await third.getByRole('radio', { name: 'Todos os dias, de forma agendada' }).check();
    const completed = commitSaving(page, PACKAGES.threeScos, 'cmi.completion_status', 'completed');
    await third.getByRole('button', { name: 'Concluir módulo' }).click();
    await completed;
    await expectFinishedInList(page, TITLE);
    expect(commits.latest()).toMatchObject({
      'sco/modulo-publicar/cmi.core.lesson_status': 'passed',
      'cmi.progress_measure': '1',
    });
  });

  await page.reload();
  await expect(scoList(page)).toContainText('3 de 3 concluídas');
  await expectFinishedInList(page, TITLE);
  expect(violations).toEqual([]);
});

test("a package whose manifest is broken says so in the viewer's words, with no frame", async ({
  page,
}) => {
  await openContent(page, contentPath(PACKAGES.broken));
  const player = page.locator('[data-slot="viewer-player"]');
  const alert = player.getByRole('alert');
  await expect(alert).toContainText('Este pacote SCORM não pôde ser aberto.');
  await expect(alert).toContainText(
    'O arquivo imsmanifest.xml está danificado: o conteúdo dele não é um XML válido.',
  );
  await expect(player.locator('iframe')).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
});
