import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CourseCardCourse } from '../../course/CourseCard';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { EnrolledTrainings, type EnrolledTrainingsProps } from './EnrolledTrainings';

const enrolled: CourseCardCourse[] = [
  storyCourses.heights,
  storyCourses.leadership,
  storyCourses.blueprints,
  storyCourses.electrical,
];

/** The list as the app and the server drive it: the search filters the trainings. */
function EnrolledAsTheAppShowsThem(props: EnrolledTrainingsProps<CourseCardCourse>) {
  const [search, setSearch] = useState(props.search);
  return (
    <EnrolledTrainings
      {...props}
      courses={props.courses.filter((course) => !search || course.title.includes(search))}
      search={search}
      onSearch={(term) => {
        setSearch(term);
        props.onSearch(term);
      }}
    />
  );
}

const meta = {
  title: 'Profile/EnrolledTrainings',
  component: EnrolledTrainings,
  parameters: { layout: 'padded' },
  render: (args) => <EnrolledAsTheAppShowsThem {...args} />,
  args: {
    courses: enrolled,
    search: '',
    onSearch: fn(),
    status: 'ready',
    onRetry: fn(),
    today: STORY_TODAY,
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
} satisfies Meta<typeof EnrolledTrainings>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const list = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Treinamentos em que você está matriculado' }));
const searchbox = (canvas: Canvas) =>
  canvas.getByRole('searchbox', { name: 'Pesquisar em meus treinamentos' });

/** The enrolled trainings as course cards, under their h2, with the search of the contract. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Meus treinamentos' }),
    ).toBeVisible();
    await expect(
      list(canvas)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(enrolled.map((course) => course.title));
    await expect(
      list(canvas).getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await expect(searchbox(canvas)).toHaveAttribute('maxlength', '100');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Comentários de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
  },
};

/** spec 2 §2: the search runs 500 ms after the last key; no match is 'Não há nada por aqui.'. */
export const Searched: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(searchbox(canvas), 'Liderança');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Liderança'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(list(canvas).getAllByRole('article')).toHaveLength(1));
    await userEvent.clear(searchbox(canvas));
    await userEvent.type(searchbox(canvas), 'Contabilidade{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Contabilidade');
    await expect(list(canvas).getByRole('status')).toHaveTextContent('Não há nada por aqui.');
  },
};

/** Not enrolled in any training yet. */
export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(list(canvas).getByRole('status')).toHaveTextContent('Não há nada por aqui.');
    await expect(list(canvas).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { courses: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Treinamentos em que você está matriculado' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { courses: [], status: 'error', errorMessage: 'Erro de conexão.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(list(canvas).getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await userEvent.click(list(canvas).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
