import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import {
  STORY_LEARNER_ID,
  storyAgenda,
  storyEnrolledUsers,
  storyTraining,
} from '../../storybook/fixtures/trainings';
import { waitForMarkdown } from '../../storybook/helpers';
import { TrainingAgenda } from '../TrainingAgenda';
import { TrainingPage } from './TrainingPage';
import { TrainingInstructors, TrainingParticipants } from './TrainingPeople';
import { TrainingSituation } from './TrainingSituation';

const ready = { status: 'ready' } as const;
const learner = storyEnrolledUsers[0]!;

const meta = {
  title: 'Training/TrainingPage',
  component: TrainingPage,
  parameters: { layout: 'fullscreen' },
  args: {
    state: ready,
    training: storyTraining,
    agenda: (
      <TrainingAgenda entries={storyAgenda} today={STORY_TODAY} attendances={learner.attendances} />
    ),
    instructors: (
      <TrainingInstructors
        state={ready}
        instructors={[{ id: 9, name: 'Ricardo Tavares', image: null }]}
      />
    ),
    participants: (
      <TrainingParticipants
        state={ready}
        users={storyEnrolledUsers}
        entries={storyAgenda}
        currentUserId={STORY_LEARNER_ID}
      />
    ),
  },
} satisfies Meta<typeof TrainingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const onLeave = fn();

/** spec 2 §2 training-course: the training, the learner's situation, agenda, instructors, people. */
export const Enrolled: Story = {
  args: {
    situation: (
      <TrainingSituation
        enrolled
        percentage={50}
        attended={2}
        total={4}
        onEnroll={fn()}
        onLeave={onLeave}
        certificate={null}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitForMarkdown(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Formação de Encarregados de Obra' }),
    ).toBeVisible();
    await expect(canvas.getByText('06/11/2026 até 27/11/2026')).toBeVisible();
    await expect(canvas.getByText('Com certificado')).toBeVisible();
    const situation = canvas.getByRole('region', { name: 'Sua participação' });
    await expect(
      within(situation).getByRole('progressbar', { name: 'Sua presença no treinamento' }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(within(situation).getByText('Presença em 2 de 4 encontros.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Agenda' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ricardo Tavares' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Participantes' })).toBeVisible();
    await step('leaving asks first', async () => {
      await userEvent.click(within(situation).getByRole('button', { name: 'Sair do treinamento' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Deseja realmente sair do treinamento?',
      });
      await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sair do treinamento' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(onLeave).toHaveBeenCalledTimes(1);
    });
  },
};

const onEnroll = fn();

/** Not enrolled: no percentage yet, 'Inscrever-se'. */
export const NotEnrolled: Story = {
  args: {
    situation: (
      <TrainingSituation
        enrolled={false}
        percentage={0}
        attended={0}
        total={4}
        onEnroll={onEnroll}
        onLeave={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForMarkdown(canvasElement);
    const situation = canvas.getByRole('region', { name: 'Sua participação' });
    await expect(
      within(situation).getByText('Você ainda não está inscrito neste treinamento.'),
    ).toBeVisible();
    await expect(within(situation).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(situation).getByRole('button', { name: 'Inscrever-se' }));
    await expect(onEnroll).toHaveBeenCalledTimes(1);
  },
};

/**
 * A training that is over offers no leave (nor an enrol) and says it is finished;
 * the learner's presence stays.
 */
export const Finished: Story = {
  args: {
    agenda: (
      <TrainingAgenda
        entries={storyAgenda}
        today="2026-12-02"
        currentId={604}
        attendances={learner.attendances}
      />
    ),
    situation: (
      <TrainingSituation
        enrolled
        finished
        percentage={50}
        attended={2}
        total={4}
        onEnroll={fn()}
        onLeave={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForMarkdown(canvasElement);
    const situation = within(canvas.getByRole('region', { name: 'Sua participação' }));
    await expect(situation.getByText('Este treinamento já foi finalizado.')).toBeVisible();
    await expect(situation.getByText('Presença em 2 de 4 encontros.')).toBeVisible();
    await expect(situation.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Atual')).toBeNull();
  },
};

/** An enrol on its way: the button is busy and a second click sends nothing. */
export const Enrolling: Story = {
  args: {
    situation: (
      <TrainingSituation
        enrolled={false}
        pending
        percentage={0}
        attended={0}
        total={4}
        onEnroll={onEnroll}
        onLeave={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForMarkdown(canvasElement);
    onEnroll.mockClear();
    const button = canvas.getByRole('button', { name: 'Inscrever-se' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(onEnroll).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' }, training: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando treinamento…');
  },
};

const onRetry = fn();

export const LoadError: Story = {
  args: {
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry },
    training: null,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Não foi possível carregar o treinamento.')).toBeVisible();
    await expect(canvas.getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
