import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPageCourses, storyTrack } from '../../storybook/fixtures/catalogue-pages';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { storySearchTracks } from '../../storybook/fixtures/search';
import { MOVE_TIMEOUT, scrollCarouselToEnd } from '../../storybook/carousel';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { TrackCourseList } from './TrackCourseList';
import { TrackHeader } from './TrackHeader';
import { TrackList } from './TrackList';
import { TrackPage } from './TrackPage';
import { TrackTrainings } from './TrackTrainings';

const actions = {
  onIntroVideoClick: fn(),
  onCommentsClick: fn(),
  onPageChange: fn(),
  onReachEnd: fn(),
  onRetry: fn(),
};

const trainings = [
  storyCourses.heights,
  storyCourses.electrical,
  storyCourses.machines,
  storyCourses.contracts,
  storyCourses.excel,
];

const trainingsPanel = (
  status: 'loading' | 'error' | 'ready',
  courses: typeof trainings = status === 'ready' ? trainings : [],
) => (
  <TrackTrainings
    trainings={{
      courses,
      hasMore: true,
      state: {
        status,
        errorMessage: status === 'error' ? 'Erro de conexão.' : null,
        onRetry: actions.onRetry,
      },
    }}
    onReachEnd={actions.onReachEnd}
    today={STORY_TODAY}
    onIntroVideoClick={actions.onIntroVideoClick}
    onCommentsClick={actions.onCommentsClick}
  />
);

const coursesPanel = (
  status: 'loading' | 'error' | 'ready',
  courses: typeof storyPageCourses = status === 'ready' ? storyPageCourses : [],
) => (
  <TrackCourseList
    courses={courses}
    status={status}
    errorMessage={status === 'error' ? 'Erro de conexão.' : null}
    onRetry={actions.onRetry}
    page={1}
    pages={courses.length > 0 ? 3 : 1}
    onPageChange={actions.onPageChange}
    today={STORY_TODAY}
    onIntroVideoClick={actions.onIntroVideoClick}
    onCommentsClick={actions.onCommentsClick}
  />
);

const meta = {
  title: 'Catalogue/TrackPage',
  component: TrackPage,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <TrackHeader track={storyTrack} state={{ status: 'ready' }} />,
    trainings: trainingsPanel('ready'),
    courses: coursesPanel('ready'),
  },
} satisfies Meta<typeof TrackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress: 'N/M finalizados'; the trainings carousel asks for 5 more at its end. */
export const InProgress: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Segurança em Primeiro Lugar' }),
    ).toBeVisible();
    const ring = canvas.getByRole('progressbar', {
      name: 'Progresso da trilha Segurança em Primeiro Lugar',
    });
    await expect(ring).toHaveAttribute('aria-valuenow', '37');
    await expect(canvas.getByText('3/8 finalizados')).toBeVisible();
    await expect(canvas.getByText('Obrigatório')).toBeVisible();

    const carousel = canvas.getByRole('region', { name: 'Treinamentos da trilha' });
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(5);
    // spec 2 §9: 3 course cards a view from 980 px (the story is 1024 px wide).
    const perView =
      carousel.getBoundingClientRect().width / slides[0]!.getBoundingClientRect().width;
    await expect(Math.round(perView)).toBe(3);
    await scrollCarouselToEnd(carousel);
    await waitFor(() => expect(actions.onReachEnd).toHaveBeenCalled(), MOVE_TIMEOUT);

    const courses = within(canvas.getByRole('region', { name: 'Cursos da trilha' }));
    await expect(courses.getAllByRole('article')).toHaveLength(storyPageCourses.length);
    await userEvent.click(courses.getByRole('button', { name: '2' }));
    await expect(actions.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** More finished than counted (a course left the track) still fills the circle only to 100 %. */
export const Finished: Story = {
  args: {
    header: (
      <TrackHeader
        track={{ ...storyTrack, finishedCourses: 10, totalCourses: 8 }}
        state={{ status: 'ready' }}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Progresso da trilha Segurança em Primeiro Lugar' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('10/8 finalizados')).toBeVisible();
  },
};

/** spec 2 §6: a blocked track shows why, and none of its courses. */
export const Blocked: Story = {
  args: {
    header: <TrackHeader track={{ ...storyTrack, isBlocked: true }} state={{ status: 'ready' }} />,
    blocked: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bloqueada')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Esta trilha está bloqueada: seus cursos ainda não podem ser abertos.',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: {
    header: <TrackHeader state={{ status: 'loading' }} />,
    trainings: trainingsPanel('loading'),
    courses: coursesPanel('loading'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trilha' })).toBeVisible();
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual(
      expect.arrayContaining([
        'Carregando a trilha…',
        'Carregando os cursos da trilha…',
        'Carregando os treinamentos…',
      ]),
    );
  },
};

export const Error: Story = {
  args: {
    header: (
      <TrackHeader
        state={{ status: 'error', errorMessage: 'Erro de conexão.', onRetry: actions.onRetry }}
      />
    ),
    trainings: trainingsPanel('error'),
    courses: coursesPanel('error'),
  },
  play: async ({ canvas, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(alerts[0]).toHaveTextContent('Não foi possível carregar a trilha.');
    await expect(alerts[1]).toHaveTextContent('Não foi possível carregar os cursos desta trilha.');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Tentar novamente' })[1]!);
    await expect(actions.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { trainings: trainingsPanel('ready', []), courses: coursesPanel('ready', []) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta trilha ainda não tem cursos disponíveis.')).toBeVisible();
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
  },
};

/** `details-course-tracks` without an id: every track, 20 a page; a blocked one does not open. */
export const WithoutId: Story = {
  tags: ['templates'],
  render: () => (
    <TrackList
      tracks={storySearchTracks}
      status="ready"
      page={1}
      pages={2}
      onPageChange={actions.onPageChange}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trilhas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Segurança em Primeiro Lugar' })).toHaveAttribute(
      'href',
      '/student/details-course-tracks/4',
    );
    await expect(
      canvas.getByRole('link', { name: 'Supervisão de Segurança em Canteiros' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(actions.onPageChange).toHaveBeenLastCalledWith(2);
  },
};
