import { courseCardStatus, type CourseStatusFilter } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CourseCardCourse } from '../../course/CourseCard';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { InterestPage, type InterestPageProps } from './InterestPage';

const courses: CourseCardCourse[] = Object.values(storyCourses);

const situation = (course: CourseCardCourse): CourseStatusFilter => {
  const status = courseCardStatus(course);
  if (status === 'finished') return 'FINISHED';
  return status === 'inProgress' ? 'IN_PROGRESS' : 'NOT_STARTED';
};

/** The page as the app and the server drive it: the query searches and filters the trainings. */
function InterestAsTheAppShowsIt(props: InterestPageProps<CourseCardCourse>) {
  const [search, setSearch] = useState(props.search);
  const [status, setStatus] = useState(props.courseStatus ?? null);
  const shown = props.courses
    .filter((course) => !search || course.title.includes(search))
    .filter((course) => !status || situation(course) === status);
  return (
    <InterestPage
      {...props}
      courses={shown}
      total={props.status === 'ready' ? shown.length : props.total}
      search={search}
      onSearch={(term) => {
        setSearch(term);
        props.onSearch(term);
      }}
      courseStatus={status}
      onCourseStatusChange={(next) => {
        setStatus(next);
        props.onCourseStatusChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/InterestPage',
  component: InterestPage,
  parameters: { layout: 'fullscreen' },
  // The page lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <InterestAsTheAppShowsIt {...args} />
    </main>
  ),
  args: {
    title: 'Segurança do trabalho',
    courses,
    total: courses.length,
    page: 1,
    pages: 1,
    search: '',
    status: 'ready',
    today: STORY_TODAY,
    onPageChange: fn(),
    onSearch: fn(),
    onCourseStatusChange: fn(),
    onRetry: fn(),
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
} satisfies Meta<typeof InterestPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const list = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Treinamentos de Segurança do trabalho' }));

/** The interest's title from the link, its trainings as course cards. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Segurança do trabalho' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: `${courses.length} treinamentos` }),
    ).toBeVisible();
    await expectHeadingOutline(canvasElement);
    await expect(list(canvas).getAllByRole('article')).toHaveLength(courses.length);
    await expect(
      list(canvas).getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar treinamentos' })).toHaveAttribute(
      'maxlength',
      '100',
    );
    // spec 2 item 11: the cards keep their intro video and comments.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Comentários de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
  },
};

/** spec 2 §2: the search runs 500 ms after the last key. */
export const Searched: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar treinamentos' }), 'NR-35');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('NR-35'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(list(canvas).getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 2, name: '1 treinamento' })).toBeVisible();
  },
};

/** The learner's situation in each course: the contract's NOT_STARTED, IN_PROGRESS, FINISHED. */
export const FilteredByStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Situação' });
    await expect(select).toHaveDisplayValue('Todas');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas', 'Não iniciados', 'Em andamento', 'Concluídos']);
    await userEvent.selectOptions(select, 'Concluídos');
    await expect(args.onCourseStatusChange).toHaveBeenCalledWith('FINISHED');
    for (const card of list(canvas).getAllByRole('article')) {
      await expect(within(card).getByText('Concluído')).toBeVisible();
    }
  },
};

/** A link without its title: the page names the interest in general words until it knows. */
export const WithoutTitle: Story = {
  args: { title: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Treinamentos do interesse' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { courses: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Treinamentos de Segurança do trabalho' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** spec 2 §8: no training matches. */
export const Empty: Story = {
  args: { courses: [], total: 0, pages: 0, search: 'guindaste' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar treinamentos' })).toHaveValue(
      'guindaste',
    );
  },
};

export const Error: Story = {
  args: { courses: [], status: 'error', errorMessage: 'Interesse não encontrado.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Interesse não encontrado.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** spec 2 §9: 20 a page. */
export const Paged: Story = {
  args: { total: 30, pages: 2, page: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', {
      name: 'Treinamentos de Segurança do trabalho: páginas',
    });
    await userEvent.click(within(nav).getByRole('button', { name: '1' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
