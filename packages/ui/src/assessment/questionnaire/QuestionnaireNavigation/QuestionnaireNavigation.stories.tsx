import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withWidth } from '../../../storybook/decorators';
import { storyQuestionnaireHref } from '../../../storybook/fixtures/questionnaire';
import { QuestionnaireNavigation } from './QuestionnaireNavigation';

const meta = {
  title: 'Assessment/Questionnaire/QuestionnaireNavigation',
  component: QuestionnaireNavigation,
  parameters: { layout: 'padded' },
  decorators: [withWidth('max-w-2xl')],
  args: {
    page: 2,
    numberOfQuestions: 5,
    hrefForPage: storyQuestionnaireHref,
    answeredPages: [1, 2],
    onFinish: fn(),
  },
} satisfies Meta<typeof QuestionnaireNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages 1 to N as links in the URL, the current one marked, answered ones said so. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Questões' });
    const pages = within(nav)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    await expect(pages.map((link) => link.textContent)).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Questão 1, respondida' })).toHaveAttribute(
      'href',
      storyQuestionnaireHref(1),
    );
    const current = canvas.getByRole('link', { name: 'Questão 2, respondida' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Questão 5' })).toHaveAttribute(
      'href',
      storyQuestionnaireHref(5),
    );
    await expect(canvas.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      storyQuestionnaireHref(1),
    );
    await expect(canvas.getByRole('link', { name: 'Próxima' })).toHaveAttribute(
      'href',
      storyQuestionnaireHref(3),
    );
    // Three questions unanswered: finishing asks first.
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Você deixou 3 questões sem resposta.',
    });
    await expect(args.onFinish).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/**
 * One question left: the singular, focus on 'Continuar respondendo'; Escape keeps answering and
 * gives focus back to 'Finalizar'.
 */
export const OneUnanswered: Story = {
  args: { page: 5, answeredPages: [1, 2, 3, 4] },
  play: async ({ canvas, userEvent, args }) => {
    const finish = canvas.getByRole('button', { name: 'Finalizar' });
    await userEvent.click(finish);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Você deixou 1 questão sem resposta.',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'As questões sem resposta contam como erradas. Deseja finalizar mesmo assim?',
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Continuar respondendo' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(finish).toHaveFocus());
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** Every question answered: 'Finalizar' finishes at once. */
export const AllAnswered: Story = {
  args: { page: 5, answeredPages: [1, 2, 3, 4, 5] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The first page has no 'Anterior', the last no 'Próxima'. */
export const LastPage: Story = {
  args: { page: 5, answeredPages: [1, 2, 3, 4] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Questão 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Anterior' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Próxima' })).toBeNull();
  },
};

/** While finishing, a second click sends nothing. */
export const Finishing: Story = {
  args: { page: 1, finishing: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link', { name: 'Anterior' })).toBeNull();
    const finish = canvas.getByRole('button', { name: 'Finalizar' });
    await expect(finish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(finish);
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};
