import { LIMITS } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { withWidth } from '../../../storybook/decorators';
import {
  storyAlternativeQuestion,
  storyAnsweredQuestion,
  storyDescriptiveQuestion,
} from '../../../storybook/fixtures/questionnaire';
import type { QuestionnaireQuestionData } from '../types';
import { QuestionnaireQuestion, type QuestionnaireQuestionProps } from './QuestionnaireQuestion';

const meta = {
  title: 'Assessment/Questionnaire/QuestionnaireQuestion',
  component: QuestionnaireQuestion,
  parameters: { layout: 'padded' },
  decorators: [withWidth('max-w-2xl')],
  args: {
    question: storyAlternativeQuestion,
    page: 2,
    numberOfQuestions: 5,
    onChooseAlternative: fn(),
    onSendAnswer: fn(),
  },
} satisfies Meta<typeof QuestionnaireQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = storyAlternativeQuestion.description;
const RIGHT = 'Descrever fatos observados, com data e contexto';
const WRONG = 'Comparar o colaborador com os colegas';

/** The alternatives as a radio group: arrows move the choice, 'Responder' sends it once. */
export const Alternative: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Questão 2 de 5' })).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: QUESTION });
    const radios = canvas.getAllByRole('radio');
    // In the order the page was given (already shuffled for the attempt).
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '9032',
      '9031',
      '9033',
      '9034',
    ]);
    await expect(group).toBeVisible();

    // Nothing chosen: refused before any call.
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(canvas.getByText('Escolha uma alternativa antes de responder.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Escolha uma alternativa antes de responder.');
    await expect(args.onChooseAlternative).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: WRONG }));
    await expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{ArrowDown}');
    const right = canvas.getByRole('radio', { name: RIGHT });
    await expect(right).toBeChecked();
    await expect(right).toHaveFocus();
    // Moving through the alternatives sends nothing: only 'Responder' does.
    await expect(args.onChooseAlternative).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(args.onChooseAlternative).toHaveBeenCalledOnce();
    await expect(args.onChooseAlternative).toHaveBeenCalledWith(9031);
  },
};

/** A descriptive question: a text answer up to the contract's maxLength, with its counter. */
export const Descriptive: Story = {
  args: { question: storyDescriptiveQuestion, page: 5 },
  play: async ({ canvas, userEvent, args }) => {
    const answer = canvas.getByRole('textbox', { name: 'Sua resposta' });
    const max = LIMITS.descriptiveAnswerMaxLength;
    await expect(answer).toHaveAttribute('maxLength', String(max));
    await expect(answer).toBeRequired();
    await expect(answer).toHaveAccessibleDescription(
      `${storyDescriptiveQuestion.description} 0 de ${max} caracteres`,
    );
    await userEvent.type(answer, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar resposta' }));
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Escreva sua resposta antes de enviar.')).toBeVisible();
    await expect(args.onSendAnswer).not.toHaveBeenCalled();

    await userEvent.clear(answer);
    await userEvent.type(answer, 'Conversei em particular, com exemplos.');
    await expect(canvas.getByText(`38/${max}`)).toBeVisible();
    await expect(answer).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar resposta' }));
    await expect(args.onSendAnswer).toHaveBeenCalledOnce();
    await expect(args.onSendAnswer).toHaveBeenCalledWith('Conversei em particular, com exemplos.');
  },
};

/** Answered: the choice stays, nothing can change, and the right alternative is told. */
export const Answered: Story = {
  args: { question: storyAnsweredQuestion },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    const chosen = canvas.getByRole('radio', { name: WRONG });
    await expect(chosen).toBeChecked();
    await expect(chosen).toHaveAccessibleDescription('Sua resposta');
    await expect(canvas.getByRole('radio', { name: RIGHT })).toHaveAccessibleDescription(
      'Resposta correta',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Você errou esta questão.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A descriptive answer once sent: read, not edited. */
export const DescriptiveAnswered: Story = {
  args: {
    question: {
      ...storyDescriptiveQuestion,
      status: 'ANSWERED',
      answer: 'Conversei em particular, com exemplos do que observei na obra.',
    },
    page: 5,
  },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('textbox', { name: 'Sua resposta' });
    await expect(answer).toHaveAttribute('readonly');
    await expect(answer).toHaveValue(
      'Conversei em particular, com exemplos do que observei na obra.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Resposta enviada.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Time over before an answer: nothing can be chosen or sent. */
export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText(RIGHT));
    await expect(canvas.getByRole('radio', { name: RIGHT })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Esta questão ficou sem resposta.');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onChooseAlternative).not.toHaveBeenCalled();
  },
};

/**
 * The answer on its way, as the app holds it: the first send fails (a 500), which keeps the
 * choice for 'Responder' again; the second is answered and focus moves to what the page says.
 */
function AnsweringQuestion(props: QuestionnaireQuestionProps) {
  const [question, setQuestion] = useState<QuestionnaireQuestionData>(props.question);
  const [sending, setSending] = useState(false);
  const [failures, setFailures] = useState(1);
  return (
    <QuestionnaireQuestion
      {...props}
      question={question}
      sending={sending}
      onChooseAlternative={(alternativeId) => {
        props.onChooseAlternative(alternativeId);
        setSending(true);
        setTimeout(() => {
          setSending(false);
          if (failures > 0) return setFailures(failures - 1);
          setQuestion({
            ...question,
            alternativeAnswered: alternativeId,
            correctAnswer: 9031,
            status: 'ANSWERED',
          });
        }, 50);
      }}
    />
  );
}

export const AnsweringAfterAFailure: Story = {
  render: (args) => <AnsweringQuestion {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: RIGHT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(canvas.getByRole('button', { name: 'Responder' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Failed: the choice is kept and 'Responder' sends it again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Responder' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('radio', { name: RIGHT })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Você acertou esta questão.'),
    );
    // Focus moves once the answer is drawn, off the 'Responder' button that left.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
    await expect(args.onChooseAlternative).toHaveBeenCalledTimes(2);
    await expect(args.onChooseAlternative).toHaveBeenLastCalledWith(9031);
  },
};

/** A choice made before a reload or a login on the way: chosen again, not yet sent. */
export const KeptChoice: Story = {
  args: { draft: { alternativeId: 9031 }, onDraftChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: RIGHT })).toBeChecked();
    await expect(args.onChooseAlternative).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: WRONG }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ alternativeId: 9032 });
    await userEvent.click(canvas.getByRole('radio', { name: RIGHT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(args.onChooseAlternative).toHaveBeenCalledWith(9031);
  },
};

/** A descriptive answer being written before a reload: its text is back in the field. */
export const KeptText: Story = {
  args: {
    question: storyDescriptiveQuestion,
    draft: { text: 'Registro os fatos com data' },
    onDraftChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Sua resposta' });
    await expect(field).toHaveValue('Registro os fatos com data');
    await userEvent.type(field, '.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      text: 'Registro os fatos com data.',
    });
    field.blur();
  },
};
