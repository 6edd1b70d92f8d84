import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CourseCardCourse } from '../../course/CourseCard';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import {
  storySearchInstructors as instructors,
  storySearchSchools as schools,
  storySearchTracks as courseTracks,
} from '../../storybook/fixtures/search';
import { waitForImages } from '../../storybook/helpers';
import { GlobalSearchResults, type GlobalSearchResultsProps } from './GlobalSearchResults';

const courses: CourseCardCourse[] = Object.values(storyCourses);

const allReady = {
  coursesState: { status: 'ready' },
  schoolsState: { status: 'ready' },
  courseTracksState: { status: 'ready' },
  instructorsState: { status: 'ready' },
} as const;

/** The page as the app drives it: a page change shows that page (the app loads it by query). */
function SearchPage(props: GlobalSearchResultsProps<CourseCardCourse>) {
  const [page, setPage] = useState(props.coursesPage);
  return (
    <GlobalSearchResults
      {...props}
      coursesPage={page}
      onCoursesPageChange={(next) => {
        setPage(next);
        props.onCoursesPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Search/GlobalSearchResults',
  component: GlobalSearchResults,
  parameters: { layout: 'fullscreen' },
  // The page lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <SearchPage {...args} />
    </main>
  ),
  args: {
    search: 'segurança',
    courses,
    coursesPage: 1,
    coursesTotalPages: 3,
    schools,
    courseTracks,
    instructors,
    ...allReady,
    today: STORY_TODAY,
    onCoursesPageChange: fn(),
  },
} satisfies Meta<typeof GlobalSearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const groupOf = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });

/** The four groups, each linking to its route. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Resultados para “segurança”' }),
    ).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Cursos', 'Escolas', 'Trilhas', 'Instrutores']);

    const coursesGroup = within(groupOf(canvas, 'Cursos'));
    await expect(coursesGroup.getAllByRole('article')).toHaveLength(courses.length);
    await expect(
      coursesGroup.getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await expect(coursesGroup.getByRole('navigation', { name: 'Páginas de cursos' })).toBeVisible();

    await expect(
      within(groupOf(canvas, 'Escolas')).getByRole('link', { name: 'Operações' }),
    ).toHaveAttribute('href', '/student/details-courses/2');

    const tracks = within(groupOf(canvas, 'Trilhas'));
    await expect(tracks.getByRole('link', { name: 'Segurança em Primeiro Lugar' })).toHaveAttribute(
      'href',
      '/student/details-course-tracks/4',
    );
    await expect(tracks.getByText('3 cursos')).toBeVisible();
    await expect(tracks.getByText('1 curso')).toBeVisible();
    // A blocked track cannot be opened and says why.
    const blocked = tracks.getByRole('link', { name: 'Supervisão de Segurança em Canteiros' });
    await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await expect(blocked).not.toHaveAttribute('href');
    await expect(blocked).toHaveAccessibleDescription('Bloqueada');

    const people = within(groupOf(canvas, 'Instrutores'));
    await expect(people.getByRole('link', { name: 'Patrícia Menezes' })).toHaveAttribute(
      'href',
      // The name rides along; a data: photo is no address of ours, so it stays out.
      '/student/details-courses-instructors/61?name=Patr%C3%ADcia%20Menezes',
    );
    // Without a photo the instructor shows initials.
    const marcos = people.getByRole('link', { name: 'Marcos Vinícius Prado' }).closest('article')!;
    await expect(marcos.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent('MP');
  },
};

/** The courses' pages: the app gets the page; previous is disabled on the first. */
export const CoursesPaging: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Páginas de cursos' });
    await expect(within(nav).getByRole('button', { name: 'Página anterior' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(nav).getByRole('button', { name: '2' }));
    await expect(args.onCoursesPageChange).toHaveBeenCalledWith(2);
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    const next = within(nav).getByRole('button', { name: 'Próxima página' });
    await userEvent.click(next);
    await expect(args.onCoursesPageChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveFocus();
    // A scripted click leaves the focus ring (:focus-visible) a real mouse click does not show.
    next.blur();
  },
};

export const Loading: Story = {
  args: {
    courses: [],
    schools: [],
    courseTracks: [],
    instructors: [],
    coursesState: { status: 'loading' },
    schoolsState: { status: 'loading' },
    courseTracksState: { status: 'loading' },
    instructorsState: { status: 'loading' },
  },
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual([
      'Carregando cursos…',
      'Carregando escolas…',
      'Carregando trilhas…',
      'Carregando instrutores…',
    ]);
    for (const name of ['Cursos', 'Escolas', 'Trilhas', 'Instrutores']) {
      await expect(groupOf(canvas, name)).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.queryByText('Nenhum resultado encontrado')).toBeNull();
  },
};

/** While another page of courses loads the pagination stays where the learner's focus is. */
export const LoadingAnotherPage: Story = {
  args: { courses: [], coursesPage: 2, coursesState: { status: 'loading' } },
  play: async ({ canvas }) => {
    const group = within(groupOf(canvas, 'Cursos'));
    await expect(group.getByRole('status')).toHaveTextContent('Carregando cursos…');
    const nav = group.getByRole('navigation', { name: 'Páginas de cursos' });
    await expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** One group fails alone: its message and 'Tentar novamente'; the others show their results. */
export const GroupError: Story = {
  args: {
    schools: [],
    schoolsState: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    const group = within(groupOf(canvas, 'Escolas'));
    const alert = group.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as escolas.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(group.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.schoolsState.onRetry).toHaveBeenCalledOnce();
    await expect(
      within(groupOf(canvas, 'Trilhas')).getByRole('link', {
        name: 'Segurança em Primeiro Lugar',
      }),
    ).toBeVisible();
  },
};

/** Groups without matches say so, each in its own words. */
export const EmptyGroups: Story = {
  args: { schools: [], courseTracks: [], instructors: [] },
  play: async ({ canvas }) => {
    await expect(
      within(groupOf(canvas, 'Escolas')).getByText('Nenhuma escola encontrada.'),
    ).toBeVisible();
    await expect(
      within(groupOf(canvas, 'Trilhas')).getByText('Nenhuma trilha encontrada.'),
    ).toBeVisible();
    await expect(
      within(groupOf(canvas, 'Instrutores')).getByText('Nenhum instrutor encontrado.'),
    ).toBeVisible();
    await expect(within(groupOf(canvas, 'Cursos')).getAllByRole('article')).toHaveLength(
      courses.length,
    );
  },
};

/** No courses in a group that still has the others. */
export const NoCourses: Story = {
  args: { courses: [], coursesTotalPages: 0 },
  play: async ({ canvas }) => {
    const group = within(groupOf(canvas, 'Cursos'));
    await expect(group.getByText('Nenhum curso encontrado.')).toBeVisible();
    await expect(group.queryByRole('navigation')).toBeNull();
  },
};

/** Nothing matched anywhere: one message for the whole page. */
export const NothingFound: Story = {
  args: {
    search: 'guindaste submarino',
    courses: [],
    coursesTotalPages: 0,
    schools: [],
    courseTracks: [],
    instructors: [],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Resultados para “guindaste submarino”' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nenhum resultado encontrado' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Não encontramos cursos, escolas, trilhas ou instrutores para “guindaste submarino”. Confira a grafia ou tente outras palavras.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** spec 2 §5: a blank search skips schools, tracks and instructors; only courses are listed. */
export const BlankSearch: Story = {
  args: { search: '  ', schools: [], courseTracks: [], instructors: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Resultados da pesquisa' }),
    ).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Cursos']);
  },
};
