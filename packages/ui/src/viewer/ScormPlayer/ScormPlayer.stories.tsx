import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ScormCheckpoint } from '../scorm/checkpoints';
import { ScormPlayer } from './ScormPlayer';
import { committedBy, DEMO_PACKAGES, OpenedScormPlayer, scoBody } from './storyPackage';

const TITLE = 'Indicadores de segurança no painel';
const onCommit = fn<(pairs: ScormCheckpoint[]) => void>();

const meta = {
  title: 'Viewer/ScormPlayer',
  component: OpenedScormPlayer,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[44rem]">
        <Story />
      </div>
    ),
  ],
  args: { file: DEMO_PACKAGES.scorm2004, title: TITLE, onCommit, onComplete: fn() },
} satisfies Meta<typeof OpenedScormPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A SCORM 2004 3rd edition package, its launch page in a subfolder: the manifest picks the 2004
 * runtime; location, suspend data, progress measure and score are committed, and the LMS judges
 * success from the manifest's passing score.
 */
export const Scorm2004: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const body = await scoBody(canvas, TITLE);
    await expect(window).toHaveProperty('API_1484_11');
    await expect(window).not.toHaveProperty('API');
    await expect(body.getByRole('heading', { name: 'Por que medir a segurança' })).toBeVisible();
    await expect(body.queryByText(/progresso não será salvo/)).not.toBeVisible();

    await step('Reads on with the package’s own navigation', async () => {
      for (let page = 1; page < 4; page += 1)
        await userEvent.click(body.getByRole('button', { name: 'Próxima' }));
      await expect(body.getByRole('heading', { name: 'Questionário' })).toBeVisible();
      await expect(committedBy(onCommit.mock.calls)).toMatchObject({
        'cmi.location': '4',
        'cmi.completion_status': 'incomplete',
        'cmi.progress_measure': '0.8',
      });
      const saved = JSON.parse(committedBy(onCommit.mock.calls)['cmi.suspend_data']!);
      await expect(saved).toMatchObject({ pagina: 4, vistas: [1, 2, 3, 4] });
      await expect(args.onComplete).not.toHaveBeenCalled();
    });

    await step(
      'Sends the quiz: completed, and passed by the LMS against the mastery score',
      async () => {
        await userEvent.click(body.getByRole('radio', { name: 'Inspeções realizadas' }));
        await userEvent.click(body.getByRole('radio', { name: 'milhão de horas trabalhadas' }));
        await userEvent.click(body.getByRole('radio', { name: 'gravidade' }));
        await userEvent.click(body.getByRole('button', { name: 'Enviar respostas' }));
        await expect(body.getByRole('heading', { name: 'Resultado' })).toBeVisible();
        await expect(body.getByText('O portal registrou a sua aprovação.')).toBeVisible();
        await expect(committedBy(onCommit.mock.calls)).toMatchObject({
          'cmi.completion_status': 'completed',
          'cmi.success_status': 'passed',
          'cmi.score.scaled': '1',
          'cmi.score.raw': '100',
          'cmi.progress_measure': '1',
          'cmi.location': '5',
        });
        await expect(args.onComplete).toHaveBeenCalledOnce();
      },
    );
  },
};

/** Back after a suspended 2004 session: 'resume', on the page and with the answers saved. */
export const Scorm2004Resumed: Story = {
  args: {
    checkpoints: [
      { key: 'cmi.location', value: '4' },
      { key: 'cmi.completion_status', value: 'incomplete' },
      { key: 'cmi.progress_measure', value: '0.8' },
      {
        key: 'cmi.suspend_data',
        value: '{"pagina":4,"vistas":[1,2,3,4],"respostas":{"q1":"inspecoes"}}',
      },
      { key: 'cmi.exit', value: 'suspend' },
      { key: 'cmi.session_time', value: 'PT2M' },
      { key: 'cmi.total_time', value: 'PT2M' },
    ],
  },
  play: async ({ canvas }) => {
    const body = await scoBody(canvas, TITLE);
    await expect(body.getByText('Você voltou para a página em que parou.')).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Questionário' })).toBeVisible();
    await expect(body.getByRole('radio', { name: 'Inspeções realizadas' })).toBeChecked();
    const api = (window as { API_1484_11?: { GetValue: (name: string) => string } }).API_1484_11;
    await expect(api?.GetValue('cmi.entry')).toBe('resume');
    await expect(api?.GetValue('cmi.total_time')).toBe('PT2M');
  },
};

/** A launch page given directly: the manifest beside it still decides (here SCORM 1.2). */
export const LaunchPageGivenDirectly: Story = {
  args: { file: DEMO_PACKAGES.launchPage, title: 'Segurança no canteiro' },
  play: async ({ canvas }) => {
    const body = await scoBody(canvas, 'Segurança no canteiro');
    await expect(body.getByRole('heading', { name: 'Boas-vindas' })).toBeVisible();
    await expect(window).toHaveProperty('API');
    await expect(window).not.toHaveProperty('API_1484_11');
  },
};

/** A manifest that is not XML: the pt-BR sentence and what is wrong, never an empty frame. */
export const BrokenManifest: Story = {
  args: { file: DEMO_PACKAGES.broken, title: 'Relatório de medição mensal' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Este pacote SCORM não pôde ser aberto.');
    await expect(alert).toHaveTextContent(
      'O arquivo imsmanifest.xml está danificado: o conteúdo dele não é um XML válido.',
    );
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await expect(canvas.queryByTitle('Relatório de medição mensal')).toBeNull();
  },
};

/** A folder without a manifest. */
export const MissingManifest: Story = {
  args: { file: DEMO_PACKAGES.missing, title: 'Pacote sem manifesto' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', undefined, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(
      'Este pacote SCORM não pôde ser aberto.O arquivo imsmanifest.xml, que descreve o pacote, não foi encontrado.',
    );
  },
};

/** The manifest on its way: the frame's box, busy. */
export const Loading: Story = {
  render: (args) => <ScormPlayer opening={null} title={args.title} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando a atividade…');
  },
};

const onRetry = fn();

/** The manifest could not be fetched (offline): a retry, which opens it again. */
export const Unreachable: Story = {
  render: (args) => (
    <ScormPlayer opening={{ status: 'unreachable' }} title={args.title} onRetry={onRetry} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível abrir a atividade.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(onRetry).toHaveBeenCalledOnce());
  },
};
