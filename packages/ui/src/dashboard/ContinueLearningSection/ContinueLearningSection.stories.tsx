import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { MOVE_TIMEOUT, scrollCarouselToEnd } from '../../storybook/carousel';
import { ContinueLearningSection } from './ContinueLearningSection';

/** One chunk of courses in progress (5 per request, spec 2 §9). */
const inProgress = [
  storyCourses.leadership,
  storyCourses.blueprints,
  storyCourses.electrical,
  storyCourses.communication,
  storyCourses.costs,
];

const meta = {
  title: 'Dashboard/ContinueLearningSection',
  component: ContinueLearningSection,
  parameters: { layout: 'padded' },
  args: {
    courses: inProgress,
    onContinue: fn(),
    onReachEnd: fn(),
    state: { status: 'ready', onRetry: fn() },
  },
} satisfies Meta<typeof ContinueLearningSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Continue de onde você parou!';

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(5);
    await expect(slides[0]).toHaveAccessibleName('1 de 5');
    const first = within(slides[0]!);
    await expect(
      first.getByRole('progressbar', {
        name: 'Progresso de Liderança de Equipes em Canteiros de Obra',
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(first.getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledWith(storyCourses.leadership);
    // Without `hasMore` the end of the list asks for nothing.
    await scrollCarouselToEnd(carousel);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** spec 1 §4: with more to load, reaching the end asks for the next chunk, once. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await scrollCarouselToEnd(carousel);
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledTimes(1), MOVE_TIMEOUT);
  },
};

export const Loading: Story = {
  args: { courses: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: TITLE });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(section).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando seus cursos em andamento…',
    );
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: {
    courses: [],
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar seus cursos em andamento.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveAccessibleDescription(
      'Não foi possível carregar seus cursos em andamento. Erro de conexão.',
    );
    await userEvent.click(retry);
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(5);
    const loading = within(carousel).getByText('Carregando mais…');
    await expect(loading).toHaveAttribute('role', 'status');
    await scrollCarouselToEnd(carousel);
    // While a chunk loads, reaching the end does not ask for another.
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** After 'Continuar' the card's button is busy while the course's contents load. */
export const Continuing: Story = {
  args: { continuingCourseId: 106 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const busy = canvas
      .getAllByRole('button', { name: 'Continuar' })
      .filter((button) => button.getAttribute('aria-busy') === 'true');
    await expect(busy).toHaveLength(1);
    await expect(busy[0]).toHaveAccessibleDescription('Leitura e Interpretação de Projetos');
    await userEvent.click(busy[0]!);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** spec 1 §2: no courses in progress, no section. */
export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText(TITLE)).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
