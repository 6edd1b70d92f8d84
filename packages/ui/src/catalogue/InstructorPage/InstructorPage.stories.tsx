import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPageCourses } from '../../storybook/fixtures/catalogue-pages';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import { storySearchInstructors } from '../../storybook/fixtures/search';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { InstructorCourses } from './InstructorCourses';
import { InstructorHeader } from './InstructorHeader';
import { InstructorPage } from './InstructorPage';
import { InstructorSearch } from './InstructorSearch';

const actions = {
  onIntroVideoClick: fn(),
  onCommentsClick: fn(),
  onPageChange: fn(),
  onRetry: fn(),
  onSearch: fn(),
};

const coursesPanel = (
  status: 'loading' | 'error' | 'ready',
  courses: typeof storyPageCourses = status === 'ready' ? storyPageCourses : [],
) => (
  <InstructorCourses
    courses={courses}
    status={status}
    errorMessage={status === 'error' ? 'Erro de conexão.' : null}
    onRetry={actions.onRetry}
    page={1}
    pages={courses.length > 0 ? 2 : 1}
    onPageChange={actions.onPageChange}
    today={STORY_TODAY}
    onIntroVideoClick={actions.onIntroVideoClick}
    onCommentsClick={actions.onCommentsClick}
  />
);

const instructor = storySearchInstructors[0]!;

const meta = {
  title: 'Catalogue/InstructorPage',
  component: InstructorPage,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <InstructorHeader name={instructor.name} photo={instructor.image} />,
    courses: coursesPanel('ready'),
  },
} satisfies Meta<typeof InstructorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name and photo the link carried, then the instructor's courses, 20 a page. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: instructor.name })).toBeVisible();
    const courses = within(canvas.getByRole('region', { name: 'Cursos do instrutor' }));
    await expect(courses.getAllByRole('article')).toHaveLength(storyPageCourses.length);
    await userEvent.click(courses.getByRole('button', { name: 'Próxima página' }));
    await expect(actions.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** A link without the name: the page is titled by what it is; without a photo, initials. */
export const WithoutName: Story = {
  args: { header: <InstructorHeader name={null} photo={null} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instrutor' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { courses: coursesPanel('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os treinamentos…');
  },
};

export const Error: Story = {
  args: { courses: coursesPanel('error') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(actions.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { courses: coursesPanel('ready', []) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
  },
};

/** Without an id: the learner finds an instructor by name; each result opens their page. */
export const WithoutId: Story = {
  tags: ['templates'],
  render: () => (
    <InstructorSearch
      search="segurança"
      onSearch={actions.onSearch}
      instructors={storySearchInstructors}
      status="ready"
      page={1}
      pages={1}
      onPageChange={actions.onPageChange}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instrutores' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Pesquisar instrutor' })).toHaveValue(
      'segurança',
    );
    await expect(canvas.getByRole('link', { name: instructor.name })).toHaveAttribute(
      'href',
      '/student/details-courses-instructors/61?name=Patr%C3%ADcia%20Menezes',
    );
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Pesquisar instrutor' }));
    await userEvent.keyboard('Cláudia{Enter}');
    await expect(actions.onSearch).toHaveBeenLastCalledWith('Cláudia');
  },
};

/** Before a search: the page says how to find someone. */
export const WithoutIdBeforeSearch: Story = {
  render: () => (
    <InstructorSearch
      search=""
      onSearch={actions.onSearch}
      instructors={[]}
      status="ready"
      page={1}
      pages={1}
      onPageChange={actions.onPageChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Pesquise um instrutor pelo nome para ver os cursos que ele ministra.',
    );
  },
};
