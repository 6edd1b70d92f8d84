import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withWidth } from '../../../storybook/decorators';
import { STORY_EXERCISE } from '../../../storybook/fixtures/questionnaire';
import { QuestionnaireCover } from './QuestionnaireCover';

const meta = {
  title: 'Assessment/Questionnaire/QuestionnaireCover',
  component: QuestionnaireCover,
  parameters: { layout: 'padded' },
  decorators: [withWidth('max-w-3xl')],
  args: { ...STORY_EXERCISE, userAttempts: 1, attemptLimit: 3, onStart: fn() },
} satisfies Meta<typeof QuestionnaireCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule as a term and its value, as a screen reader lists them. */
const facts = (root: HTMLElement) =>
  within(root)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/** The rules and 'Começar', which generates a questionnaire. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const cover = canvas.getByRole('region', { name: STORY_EXERCISE.title });
    await expect(facts(cover)).toEqual([
      ['Questões', '5'],
      ['Tempo', '15 minutos'],
      ['Tentativas', '1 de 3'],
      ['Acertos necessários', '3 de 5'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Começar' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** While the questionnaire is generated, a second click sends nothing. */
export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByRole('button', { name: 'Começar' });
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(start);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** A questionnaire in progress: 'Continuar' opens it and spends no attempt. */
export const InProgress: Story = {
  args: { onResume: fn(), maximumTime: 90, attemptLimit: null, userAttempts: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const cover = canvas.getByRole('region', { name: STORY_EXERCISE.title });
    await expect(facts(cover)).toEqual([
      ['Questões', '5'],
      ['Tempo', '1 minuto e 30 segundos'],
      ['Tentativas', '2'],
      ['Acertos necessários', '3 de 5'],
    ]);
    await expect(canvas.getByText('Você tem um questionário em andamento.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Começar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Every attempt used: no way to start another. (An exercise without a time limit, too.) */
export const NoAttemptsLeft: Story = {
  args: { userAttempts: 3, maximumTime: 0 },
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('region', { name: STORY_EXERCISE.title });
    await expect(facts(cover)).toEqual([
      ['Questões', '5'],
      ['Tempo', 'Sem limite de tempo'],
      ['Tentativas', '3 de 3'],
      ['Acertos necessários', '3 de 5'],
    ]);
    await expect(canvas.getByText('Você não tem mais tentativas.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
