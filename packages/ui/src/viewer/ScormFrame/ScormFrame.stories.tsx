import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ScormFrame } from './ScormFrame';
import type { ScormCheckpoint } from '../scorm/checkpoints';

/** The demo's real SCORM 1.2 package (apps/student/public/demo/README.md). */
const PACKAGE = '/student/demo/scorm/seguranca-no-canteiro/index.html';
const TITLE = 'Segurança no canteiro: atividade interativa';
const onCommit = fn<(pairs: ScormCheckpoint[]) => void>();

const meta = {
  title: 'Viewer/ScormFrame',
  component: ScormFrame,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
  args: { src: PACKAGE, title: TITLE, onCommit, onComplete: fn() },
} satisfies Meta<typeof ScormFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The package's page, once the runtime is in place and the frame has loaded it. */
async function packageBody(canvas: Canvas) {
  const viewer = canvas.getByRole('region', { name: TITLE });
  await waitFor(() => expect(viewer).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  const frame = canvas.getByTitle(TITLE) as HTMLIFrameElement;
  // What authoring tools' packages need: scripts, the same origin, forms, windows, dialogs.
  for (const token of [
    'allow-scripts',
    'allow-same-origin',
    'allow-forms',
    'allow-popups',
    'allow-modals',
  ])
    await expect(frame.sandbox.contains(token)).toBe(true);
  await expect(frame.sandbox.contains('allow-top-navigation')).toBe(false);
  const body = within(frame.contentDocument!.body);
  await waitFor(() => expect(body.getByRole('navigation')).toHaveTextContent(/Página \d de 5/));
  return body;
}

/** Every value committed so far, the latest of each element. */
const committed = () =>
  Object.fromEntries(onCommit.mock.calls.flatMap(([pairs]) => pairs.map((p) => [p.key, p.value])));

/** The package runs on the real runtime: the learner reads on, answers the quiz and passes. */
export const AnsweredAndPassed: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const body = await packageBody(canvas);
    await expect(body.getByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
    await expect(body.queryByText(/progresso não será salvo/)).not.toBeVisible();
    await expect(window).toHaveProperty('API');

    await step('Reads the three pages', async () => {
      for (let page = 0; page < 3; page += 1) {
        await userEvent.click(body.getByRole('button', { name: 'Próxima' }));
      }
      await expect(body.getByRole('heading', { name: 'Questionário' })).toBeVisible();
      await expect(committed()).toMatchObject({
        'cmi.core.lesson_location': '4',
        'cmi.core.lesson_status': 'incomplete',
      });
      await expect(args.onComplete).not.toHaveBeenCalled();
    });

    await step('Answers and sends the quiz', async () => {
      await userEvent.click(body.getByRole('radio', { name: 'Capacete' }));
      await userEvent.click(body.getByRole('radio', { name: 'Acima de 2 metros' }));
      await userEvent.click(
        body.getByRole('radio', { name: 'Interromper o trabalho e comunicar o encarregado' }),
      );
      await userEvent.click(body.getByRole('button', { name: 'Enviar respostas' }));
      await expect(body.getByRole('heading', { name: 'Resultado' })).toBeVisible();
      await expect(body.getByText(/Parabéns! Você acertou 3 de 3 perguntas/)).toBeVisible();
    });

    await step('The commit carries the result, and the content is complete', async () => {
      const last = onCommit.mock.lastCall![0];
      await expect(last).toEqual(
        expect.arrayContaining([
          { key: 'cmi.core.lesson_status', value: 'passed' },
          { key: 'cmi.core.score.raw', value: '100' },
          { key: 'cmi.core.lesson_location', value: '5' },
        ]),
      );
      await expect(args.onComplete).toHaveBeenCalledOnce();
      for (const [pairs] of onCommit.mock.calls) {
        for (const pair of pairs) await expect(typeof pair.value).toBe('string');
      }
    });
  },
};

/** Back after a suspended session: the package opens on the quiz with the answer given before. */
export const RestoredFromCheckpoints: Story = {
  args: {
    checkpoints: [
      { key: 'cmi.core.lesson_location', value: '4' },
      { key: 'cmi.core.lesson_status', value: 'incomplete' },
      {
        key: 'cmi.suspend_data',
        value: JSON.stringify({ pagina: 4, respostas: { q1: 'capacete' }, nota: null }),
      },
      { key: 'cmi.core.exit', value: 'suspend' },
      { key: 'cmi.core.session_time', value: '0000:02:10' },
      { key: 'cmi.core.total_time', value: '0000:02:10' },
    ],
  },
  play: async ({ canvas, args }) => {
    const body = await packageBody(canvas);
    await expect(body.getByRole('heading', { name: 'Questionário' })).toBeVisible();
    await expect(body.getByRole('radio', { name: 'Capacete' })).toBeChecked();
    await expect(body.getByRole('radio', { name: 'Acima de 2 metros' })).not.toBeChecked();
    const api = (window as { API?: { cmi: { core: { entry: string } } } }).API;
    await expect(api?.cmi.core.entry).toBe('resume');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

function ClosableScormFrame(args: Parameters<typeof ScormFrame>[0]) {
  const [open, setOpen] = useState(true);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" size="sm" disabled={!open} onClick={() => setOpen(false)}>
        Fechar a atividade
      </Button>
      {open ? <ScormFrame {...args} /> : <p>Atividade fechada.</p>}
    </div>
  );
}

/** Leaving mid-way: the package's last commit and LMSFinish still arrive, then window.API goes. */
export const LeftMidWay: Story = {
  render: (args) => <ClosableScormFrame {...args} />,
  play: async ({ canvas, userEvent }) => {
    const body = await packageBody(canvas);
    await userEvent.click(body.getByRole('button', { name: 'Próxima' }));
    await expect(
      body.getByRole('heading', { name: 'Equipamentos de proteção individual' }),
    ).toBeVisible();
    await expect(window).toHaveProperty('API');

    await userEvent.click(canvas.getByRole('button', { name: 'Fechar a atividade' }));
    await expect(canvas.getByText('Atividade fechada.')).toBeVisible();
    await waitFor(() => expect(window).not.toHaveProperty('API'));
    // The package commits its exit (and its session time, from a second on), then LMSFinish adds
    // how the session ended and the total time.
    await expect(onCommit.mock.lastCall![0]).toEqual([
      { key: 'cmi.core.exit', value: 'suspend' },
      { key: 'cmi.core.total_time', value: expect.stringMatching(/^\d{2,4}:\d{2}:\d{2}/) },
    ]);
    await expect(committed()).toMatchObject({ 'cmi.core.exit': 'suspend' });
    await expect(committed()['cmi.core.lesson_location']).toBe('2');
  },
};

/** The runtime's code on its way: the frame waits for it, so the package never starts without it. */
export const Loading: Story = {
  args: { loadRuntime: () => new Promise(() => {}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando a atividade…');
    await expect(canvas.queryByTitle(TITLE)).toBeNull();
    await expect(window).not.toHaveProperty('API');
  },
};

/** The runtime could not be loaded: the viewer's own pt-BR sentence and a retry, which works. */
export const Error: Story = {
  args: {
    loadRuntime: fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível abrir a atividade.');
    await expect(alert).not.toHaveTextContent(/fetch|module/i);
    await expect(canvas.queryByTitle(TITLE)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.loadRuntime).toHaveBeenCalledTimes(2);
  },
};
