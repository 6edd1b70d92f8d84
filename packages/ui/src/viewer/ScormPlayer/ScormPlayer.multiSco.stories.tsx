import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ScormCheckpoint } from '../scorm/checkpoints';
import { committedBy, DEMO_PACKAGES, OpenedScormPlayer, press, scoBody } from './storyPackage';

const TITLE = 'Do dado ao painel em três módulos';
const MODULES = [
  'Módulo 1: Importar os dados',
  'Módulo 2: Modelar as medidas',
  'Módulo 3: Publicar o painel',
] as const;
const onCommit = fn<(pairs: ScormCheckpoint[]) => void>();

const meta = {
  title: 'Viewer/ScormPlayer/Several SCOs',
  component: OpenedScormPlayer,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
  args: { file: DEMO_PACKAGES.threeScos, title: TITLE, onCommit, onComplete: fn() },
} satisfies Meta<typeof OpenedScormPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const scoList = (canvas: Canvas) =>
  canvas.findByRole('navigation', { name: 'Atividades deste conteúdo' }, { timeout: 10_000 });

/**
 * A SCORM 1.2 package of three SCOs: the organization's items inside the content, the first one
 * launched; finishing a module opens the next; each SCO's values are kept apart and the
 * package's progress is the share of SCOs completed.
 */
export const ThreeScos: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const list = await scoList(canvas);
    await expect(list).toHaveTextContent('0 de 3 concluídas');
    for (const title of MODULES)
      await expect(canvas.getByRole('button', { name: title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: MODULES[0] })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await step('Module 1, read to its end, opens module 2', async () => {
      const body = await scoBody(canvas, MODULES[0]);
      press(body.getByRole('button', { name: 'Próxima' }));
      press(body.getByRole('button', { name: 'Concluir módulo' }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: MODULES[1] })).toHaveAttribute(
          'aria-current',
          'step',
        ),
      );
      await expect(list).toHaveTextContent('1 de 3 concluídas');
      await expect(committedBy(onCommit.mock.calls)).toMatchObject({
        'sco/modulo-importar/cmi.core.lesson_status': 'completed',
        'sco/modulo-importar/cmi.core.lesson_location': '2',
        'cmi.completion_status': 'incomplete',
        'cmi.progress_measure': '0.3333333',
      });
      await expect(committedBy(onCommit.mock.calls)).not.toHaveProperty('cmi.core.lesson_status');
    });

    await step(
      'Module 2 gets its item’s parameters; the learner goes to module 3 from the list',
      async () => {
        const body = await scoBody(canvas, MODULES[1]);
        await expect(body.getByText('Etapa indicada pelo curso: medidas.')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: MODULES[2] }));
        await scoBody(canvas, MODULES[2]);
        await expect(committedBy(onCommit.mock.calls)).toMatchObject({
          'sco/modulo-modelar/cmi.core.exit': 'suspend',
          'sco/modulo-modelar/cmi.core.lesson_status': 'incomplete',
        });
        await expect(canvas.getByRole('button', { name: MODULES[1] })).toHaveAccessibleDescription(
          'Em andamento',
        );
      },
    );

    await step('A score below the mastery score fails module 3: not complete', async () => {
      const body = await scoBody(canvas, MODULES[2]);
      press(body.getByRole('button', { name: 'Próxima' }));
      press(body.getByRole('radio', { name: 'No espaço de trabalho da obra' }));
      press(body.getByRole('button', { name: 'Concluir módulo' }));
      await expect(
        body.getByText('Nota 50, abaixo da mínima de 60. Abra o módulo de novo para refazer.'),
      ).toBeVisible();
      await waitFor(() =>
        expect(committedBy(onCommit.mock.calls)['sco/modulo-publicar/cmi.core.lesson_status']).toBe(
          'failed',
        ),
      );
      await expect(list).toHaveTextContent('1 de 3 concluídas');
      await expect(args.onComplete).not.toHaveBeenCalled();
    });
  },
};

/** Back to the package: the first SCO not completed opens, on its page; the list shows each state. */
export const ThreeScosResumed: Story = {
  args: {
    checkpoints: [
      { key: 'sco/modulo-importar/cmi.core.lesson_status', value: 'completed' },
      { key: 'sco/modulo-modelar/cmi.core.lesson_status', value: 'completed' },
      { key: 'sco/modulo-publicar/cmi.core.lesson_status', value: 'incomplete' },
      { key: 'sco/modulo-publicar/cmi.core.lesson_location', value: '2' },
      { key: 'sco/modulo-publicar/cmi.core.exit', value: 'suspend' },
      { key: 'cmi.completion_status', value: 'incomplete' },
      { key: 'cmi.progress_measure', value: '0.6666667' },
    ],
  },
  play: async ({ canvas, userEvent, args, step }) => {
    const list = await scoList(canvas);
    await expect(list).toHaveTextContent('2 de 3 concluídas');
    await expect(canvas.getByRole('button', { name: MODULES[0] })).toHaveAccessibleDescription(
      'Concluída',
    );
    const body = await scoBody(canvas, MODULES[2]);
    await expect(
      body.getByRole('group', { name: /Onde o painel deve ser publicado/ }),
    ).toBeVisible();

    await step('Passing module 3 completes the package', async () => {
      press(body.getByRole('radio', { name: 'No espaço de trabalho da obra' }));
      press(body.getByRole('radio', { name: 'Todos os dias, de forma agendada' }));
      press(body.getByRole('button', { name: 'Concluir módulo' }));
      await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
      await expect(committedBy(onCommit.mock.calls)).toMatchObject({
        'sco/modulo-publicar/cmi.core.lesson_status': 'passed',
        'sco/modulo-publicar/cmi.core.score.raw': '100',
        'cmi.completion_status': 'completed',
        'cmi.progress_measure': '1',
      });
      await expect(list).toHaveTextContent('3 de 3 concluídas');
    });

    await step('The list is reachable by keyboard: Enter on a module opens it', async () => {
      canvas.getByRole('button', { name: MODULES[0] }).focus();
      await userEvent.keyboard('{Enter}');
      await scoBody(canvas, MODULES[0]);
      await expect(canvas.getByRole('status')).toHaveTextContent(`Em exibição: ${MODULES[0]}`);
    });
  },
};
