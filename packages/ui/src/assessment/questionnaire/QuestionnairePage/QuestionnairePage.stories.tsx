import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withWidth } from '../../../storybook/decorators';
import { expectHeadingOutline } from '../../../storybook/helpers';
import {
  STORY_EXERCISE,
  storyAlternativeQuestion,
  storyQuestionnaireHref,
} from '../../../storybook/fixtures/questionnaire';
import { QuestionnairePage } from './QuestionnairePage';

const meta = {
  title: 'Assessment/Questionnaire/QuestionnairePage',
  component: QuestionnairePage,
  parameters: { layout: 'padded' },
  decorators: [withWidth('max-w-3xl')],
  args: {
    title: STORY_EXERCISE.title,
    page: 2,
    numberOfQuestions: STORY_EXERCISE.numberOfQuestions,
    remainingSeconds: 512,
    question: storyAlternativeQuestion,
    answeredPages: [1],
    hrefForPage: storyQuestionnaireHref,
    onChooseAlternative: fn(),
    onSendAnswer: fn(),
    onFinish: fn(),
  },
} satisfies Meta<typeof QuestionnairePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page: the exercise's title, the time left, its question and the pages. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(STORY_EXERCISE.title);
    await expect(canvas.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('08:32');
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Descrever fatos observados, com data e contexto' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(args.onChooseAlternative).toHaveBeenCalledWith(9031);
    await expect(canvas.getByRole('link', { name: 'Questão 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The page's question on its way: the time and the pages stay. */
export const Loading: Story = {
  args: { question: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando questão…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('timer', { name: 'Tempo restante' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Questões' })).toBeVisible();
  },
};

/** Time over: the page says so and its answers are locked. */
export const TimeOver: Story = {
  args: { remainingSeconds: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Tempo esgotado' })).toHaveTextContent('00:00');
    await expect(canvas.getByText('O tempo acabou. As respostas estão bloqueadas.')).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Responder' })).toBeNull();
  },
};
