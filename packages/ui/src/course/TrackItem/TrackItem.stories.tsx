import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { TrackItem } from './TrackItem';

const track = {
  id: 6,
  title: 'Segurança em Primeiro Lugar',
  finishedCourses: 3,
  totalCourses: 8,
  isBlocked: false,
};

const meta = {
  title: 'Course/TrackItem',
  component: TrackItem,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ul className="w-full max-w-5xl">
        <Story />
      </ul>
    ),
  ],
  args: {
    track,
    open: false,
    href: '/student/details-course-tracks/6',
    today: STORY_TODAY,
    onToggle: fn(),
    onReachEnd: fn(),
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
} satisfies Meta<typeof TrackItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress: the ring says '3/8 finalizados'; the row opens the carousel, the link the track. */
export const InProgress: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const ring = canvas.getByRole('progressbar', {
      name: 'Progresso da trilha Segurança em Primeiro Lugar',
    });
    await expect(ring).toHaveAttribute('aria-valuenow', '37');
    await expect(ring).toHaveAttribute('aria-valuetext', '3 de 8 cursos finalizados');
    await expect(canvas.getByText('3/8 finalizados')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Ver trilha Segurança em Primeiro Lugar' }),
    ).toHaveAttribute('href', '/student/details-course-tracks/6');
    const toggle = canvas.getByRole('button', { name: 'Segurança em Primeiro Lugar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Obrigatório')).toBeNull();
  },
};

/** Every course finished: the ring is full and never passes 100 %. */
export const Finished: Story = {
  args: { track: { ...track, finishedCourses: 9, totalCourses: 8 }, mandatory: true },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', {
      name: 'Progresso da trilha Segurança em Primeiro Lugar',
    });
    await expect(ring).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('Obrigatório')).toBeVisible();
  },
};

/** Open: the track's courses in a carousel named by the track; a card opens its course. */
export const Open: Story = {
  args: {
    open: true,
    courses: {
      courses: [storyCourses.heights, storyCourses.electrical, storyCourses.contracts],
      hasMore: false,
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Segurança em Primeiro Lugar' });
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(3);
    await expect(
      within(slides[0]!).getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await userEvent.click(
      within(slides[0]!).getByRole('button', {
        name: 'Comentários de NR-35: Trabalho em Altura na Prática',
      }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(storyCourses.heights);
    // A blocked course keeps neither its intro video nor its comments.
    await expect(within(slides[2]!).getByText('Bloqueado')).toBeVisible();
    await expect(within(slides[2]!).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os cursos da trilha…');
  },
};

export const Error: Story = {
  args: {
    open: true,
    courses: {
      courses: [],
      state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os cursos desta trilha.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.courses!.state!.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** spec 2 §6: a blocked track says so and opens nothing, neither its courses nor its page. */
export const Blocked: Story = {
  args: { track: { ...track, isBlocked: true, finishedCourses: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bloqueada')).toBeVisible();
    await expect(canvas.getByText('Segurança em Primeiro Lugar')).toHaveAccessibleDescription(
      'Bloqueada',
    );
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('0/8 finalizados')).toBeVisible();
  },
};
