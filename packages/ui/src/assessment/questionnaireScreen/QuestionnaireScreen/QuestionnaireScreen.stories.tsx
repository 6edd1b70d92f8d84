import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuestionnaireResult } from '../../questionnaire/QuestionnaireResult';
import { QuestionnaireScreen } from './QuestionnaireScreen';

const CONTENT_HREF = '/student/course/4/content/405';
const LOAD_ERROR = 'Não foi possível carregar o questionário.';

const meta = {
  title: 'Assessment/QuestionnaireScreen',
  component: QuestionnaireScreen,
  parameters: { layout: 'fullscreen' },
  // The screen lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <QuestionnaireScreen {...args} />
    </main>
  ),
  args: {
    state: { status: 'ready' },
    contentHref: CONTENT_HREF,
    children: (
      <QuestionnaireResult
        corrects={5}
        numberOfQuestions={5}
        minCorrectAnswers={3}
        approved
        attemptsLeft={2}
        onRetry={() => undefined}
      />
    ),
  },
} satisfies Meta<typeof QuestionnaireScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its page, or here its result, under the way back to the content. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Resultado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao conteúdo' })).toHaveAttribute(
      'href',
      CONTENT_HREF,
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement }) => {
    const screen = canvasElement.querySelector('[data-slot="questionnaire-screen"]');
    await expect(screen).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando questionário…');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The page failed to load: what failed, the app's message and 'Tentar novamente'. */
export const Error: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(LOAD_ERROR);
    await expect(within(alert).getByText('Erro de conexão.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Voltar ao conteúdo' })).toBeVisible();
  },
};

/** Another learner's questionnaire, or a page past its last: the not-found page. */
export const NotFound: Story = {
  args: { notFound: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Voltar ao conteúdo' })).toBeNull();
  },
};
