import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeHref } from '@decola/domain';
import { expect, fn, waitFor } from 'storybook/test';
import { withWidth } from '../../../storybook/decorators';
import { QuestionnaireResult } from './QuestionnaireResult';

const NEXT_CONTENT = routeHref({
  name: 'course_content',
  params: { course_id: '12', content_id: '307' },
});

const meta = {
  title: 'Assessment/Questionnaire/QuestionnaireResult',
  component: QuestionnaireResult,
  parameters: { layout: 'padded' },
  decorators: [withWidth('max-w-2xl')],
  args: {
    corrects: 4,
    numberOfQuestions: 5,
    minCorrectAnswers: 3,
    approved: true,
    attemptsLeft: 2,
    onRetry: fn(),
    nextContentHref: NEXT_CONTENT,
  },
} satisfies Meta<typeof QuestionnaireResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Corrects reached the minimum: on to the next content, no retry. */
export const Passed: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    const result = canvas.getByRole('region', { name: 'Resultado' });
    // It takes the place of the page the learner was on: reading goes on from its heading.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Resultado' })).toHaveFocus());
    await expect(result).toHaveTextContent('Parabéns, você foi aprovado!');
    await expect(result).toHaveTextContent('4 de 5 acertos');
    await expect(result).toHaveTextContent('Mínimo para aprovação: 3 acertos');
    await expect(canvas.getByRole('link', { name: 'Próximo conteúdo' })).toHaveAttribute(
      'href',
      NEXT_CONTENT,
    );
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** Below the minimum with attempts left: 'Tentar novamente' starts another. */
export const FailedWithRetry: Story = {
  args: { corrects: 2, approved: false, attemptsLeft: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const result = canvas.getByRole('region', { name: 'Resultado' });
    await expect(result).toHaveTextContent('Você não atingiu o mínimo de acertos.');
    await expect(result).toHaveTextContent('2 de 5 acertos');
    await expect(result).toHaveTextContent('Você ainda tem 1 tentativa.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Próximo conteúdo' })).toBeVisible();
  },
};

/** Below the minimum with every attempt used: no retry. */
export const NoAttemptsLeft: Story = {
  args: { corrects: 1, approved: false, attemptsLeft: 0, nextContentHref: null },
  play: async ({ canvas }) => {
    const result = canvas.getByRole('region', { name: 'Resultado' });
    await expect(result).toHaveTextContent('1 de 5 acertos');
    await expect(result).toHaveTextContent('Você não tem mais tentativas.');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Finished by itself when the time ran out; no attempt limit. */
export const FinishedByTime: Story = {
  args: { corrects: 1, approved: false, attemptsLeft: null, timeOver: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('O tempo acabou e o questionário foi finalizado.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByText(/Você ainda tem/)).toBeNull();
  },
};
