import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  storyPageCourses,
  storySchool,
  storySchoolTracks,
} from '../../storybook/fixtures/catalogue-pages';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { storySearchSchools } from '../../storybook/fixtures/search';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { SchoolCourses } from './SchoolCourses';
import { SchoolHeader } from './SchoolHeader';
import { SchoolList } from './SchoolList';
import { SchoolPage } from './SchoolPage';
import { SchoolTracks } from './SchoolTracks';

const actions = {
  onIntroVideoClick: fn(),
  onCommentsClick: fn(),
  onPageChange: fn(),
  onOpenTrackChange: fn(),
  onRetry: fn(),
};

const coursesPanel = (
  status: 'loading' | 'error' | 'ready',
  courses: typeof storyPageCourses = storyPageCourses,
) => (
  <SchoolCourses
    courses={courses}
    status={status}
    errorMessage={status === 'error' ? 'Erro de conexão.' : null}
    onRetry={actions.onRetry}
    page={2}
    pages={status === 'ready' && courses.length > 0 ? 3 : 1}
    onPageChange={actions.onPageChange}
    today={STORY_TODAY}
    onIntroVideoClick={actions.onIntroVideoClick}
    onCommentsClick={actions.onCommentsClick}
  />
);

const tracksPanel = (
  status: 'loading' | 'error' | 'ready',
  openTrackId: number | null = null,
  tracks: typeof storySchoolTracks = storySchoolTracks,
) => (
  <SchoolTracks
    tracks={tracks}
    state={{
      status,
      errorMessage: status === 'error' ? 'Erro de conexão.' : null,
      onRetry: actions.onRetry,
    }}
    openTrackId={openTrackId}
    onOpenTrackChange={actions.onOpenTrackChange}
    openTrackCourses={{
      courses: [storyCourses.heights, storyCourses.electrical, storyCourses.machines],
      hasMore: true,
    }}
    today={STORY_TODAY}
    onIntroVideoClick={actions.onIntroVideoClick}
    onCommentsClick={actions.onCommentsClick}
  />
);

const meta = {
  title: 'Catalogue/SchoolPage',
  component: SchoolPage,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <SchoolHeader school={storySchool} state={{ status: 'ready' }} />,
    tracks: tracksPanel('ready'),
    courses: coursesPanel('ready'),
  },
} satisfies Meta<typeof SchoolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The school, its tracks (in progress, finished, blocked) and a page of its courses. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operações' })).toBeVisible();
    await expect(canvas.getByText(storySchool.description)).toBeVisible();

    const tracks = within(canvas.getByRole('region', { name: 'Trilhas da escola' }));
    await expect(tracks.getByText('3/8 finalizados')).toBeVisible();
    await expect(
      tracks.getByRole('progressbar', { name: 'Progresso da trilha Qualidade na Execução' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(
      tracks.getByRole('link', { name: 'Ver trilha Segurança em Primeiro Lugar' }),
    ).toHaveAttribute('href', '/student/details-course-tracks/6');
    await expect(tracks.getByText('Bloqueada')).toBeVisible();
    await expect(
      tracks.queryByRole('button', { name: 'Planejamento e Controle de Obras' }),
    ).toBeNull();
    await userEvent.click(tracks.getByRole('button', { name: 'Segurança em Primeiro Lugar' }));
    await expect(actions.onOpenTrackChange).toHaveBeenLastCalledWith(6);

    const courses = within(canvas.getByRole('region', { name: 'Cursos da escola' }));
    await expect(courses.getAllByRole('article')).toHaveLength(storyPageCourses.length);
    await expect(courses.getByText('Novo')).toBeVisible();
    await userEvent.click(
      courses.getByRole('button', { name: 'Comentários de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(actions.onCommentsClick).toHaveBeenCalledWith(storyCourses.heights);
    await userEvent.click(
      courses.getByRole('button', {
        name: 'Apresentação de NR-35: Trabalho em Altura na Prática',
      }),
    );
    await expect(actions.onIntroVideoClick).toHaveBeenCalledWith(storyCourses.heights);
    await userEvent.click(courses.getByRole('button', { name: '3' }));
    await expect(actions.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** An open track shows its courses in a carousel that asks for more at its end. */
export const OpenTrack: Story = {
  args: { tracks: tracksPanel('ready', 6) },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Segurança em Primeiro Lugar' });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: 'Segurança em Primeiro Lugar' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  args: {
    header: <SchoolHeader state={{ status: 'loading' }} />,
    tracks: tracksPanel('loading', null, []),
    courses: coursesPanel('loading', []),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Escola' })).toBeVisible();
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual(
      expect.arrayContaining([
        'Carregando a escola…',
        'Carregando as trilhas…',
        'Carregando os treinamentos…',
      ]),
    );
  },
};

/** Each panel fails on its own, with its own retry. */
export const Error: Story = {
  args: {
    header: (
      <SchoolHeader
        state={{ status: 'error', errorMessage: 'Erro de conexão.', onRetry: actions.onRetry }}
      />
    ),
    tracks: tracksPanel('error', null, []),
    courses: coursesPanel('error', []),
  },
  play: async ({ canvas, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(alerts[0]).toHaveTextContent('Não foi possível carregar a escola.');
    await expect(alerts[1]).toHaveTextContent('Não foi possível carregar as trilhas desta escola.');
    await expect(alerts[2]).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
    await expect(actions.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { tracks: tracksPanel('ready', null, []), courses: coursesPanel('ready', []) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta escola ainda não tem trilhas.')).toBeVisible();
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** `details-courses` without an id: every school, each a link to its page. */
export const WithoutId: Story = {
  tags: ['templates'],
  render: () => (
    <SchoolList
      schools={storySearchSchools}
      status="ready"
      page={1}
      pages={1}
      onPageChange={actions.onPageChange}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Escolas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Operações' })).toHaveAttribute(
      'href',
      '/student/details-courses/2',
    );
  },
};
