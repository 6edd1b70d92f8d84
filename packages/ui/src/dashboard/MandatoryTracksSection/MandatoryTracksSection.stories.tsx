import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { MOVE_TIMEOUT, scrollCarouselToEnd } from '../../storybook/carousel';
import { MandatoryTracksSection } from './MandatoryTracksSection';

const tracks = [
  {
    id: 31,
    title: 'Segurança em Obras: Normas Regulamentadoras',
    finishedCourses: 3,
    totalCourses: 8,
  },
  { id: 32, title: 'Integração de Novos Colaboradores', finishedCourses: 1, totalCourses: 4 },
  { id: 33, title: 'Compliance e Código de Conduta', finishedCourses: 0, totalCourses: 3 },
];

/** The first chunk of track 31 (5 per request, spec 2 §9), with more to come. */
const safetyCourses = {
  courses: [
    storyCourses.heights,
    storyCourses.electrical,
    storyCourses.machines,
    storyCourses.contracts,
    storyCourses.excel,
  ],
  hasMore: true,
};

const meta = {
  title: 'Dashboard/MandatoryTracksSection',
  component: MandatoryTracksSection,
  parameters: { layout: 'padded' },
  args: {
    tracks,
    trackCourses: { 31: safetyCourses, 32: { courses: [storyCourses.service] } },
    today: STORY_TODAY,
    onOpenTrackChange: fn(),
    onReachEnd: fn(),
    state: { status: 'ready', onRetry: fn() },
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
} satisfies Meta<typeof MandatoryTracksSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const TITLE = 'Trilhas obrigatórias pendentes';
const trackButton = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** spec 1 §4: a click opens a track, a second click closes it; one track is open at a time. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const section = canvas.getByRole('region', { name: TITLE });
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(within(section).getAllByText('Obrigatório')).toHaveLength(3);
    const ring = canvas.getByRole('progressbar', {
      name: 'Progresso da trilha Segurança em Obras: Normas Regulamentadoras',
    });
    await expect(ring).toHaveAttribute('aria-valuenow', '37');
    await expect(ring).toHaveAttribute('aria-valuetext', '3 de 8 cursos finalizados');
    await expect(canvas.getByText('3/8 finalizados')).toBeVisible();

    const safety = trackButton(canvas, 'Segurança em Obras: Normas Regulamentadoras');
    await expect(safety).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(safety);
    await expect(args.onOpenTrackChange).toHaveBeenLastCalledWith(31);
    await expect(safety).toHaveAttribute('aria-expanded', 'true');
    const carousel = canvas.getByRole('region', {
      name: 'Segurança em Obras: Normas Regulamentadoras',
    });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(document.getElementById(safety.getAttribute('aria-controls')!)).toContainElement(
      carousel,
    );

    const welcome = trackButton(canvas, 'Integração de Novos Colaboradores');
    await userEvent.click(welcome);
    await expect(args.onOpenTrackChange).toHaveBeenLastCalledWith(32);
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
    await expect(safety).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(welcome);
    await expect(args.onOpenTrackChange).toHaveBeenLastCalledWith(null);
    await expect(welcome).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
  },
};

export const NoneOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const track of tracks) {
      await expect(trackButton(canvas, track.title)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByText('0/3 finalizados')).toBeVisible();
    // The keyboard opens a track as well.
    await userEvent.tab();
    await expect(trackButton(canvas, 'Segurança em Obras: Normas Regulamentadoras')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      trackButton(canvas, 'Segurança em Obras: Normas Regulamentadoras'),
    ).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(
      trackButton(canvas, 'Segurança em Obras: Normas Regulamentadoras'),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The open track shows its course cards; its end asks for the next chunk when it has more. */
export const OneOpen: Story = {
  tags: ['templates'],
  args: { defaultOpenTrackId: 31 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', {
      name: 'Segurança em Obras: Normas Regulamentadoras',
    });
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(5);
    await expect(
      within(slides[0]!).getByRole('heading', {
        level: 4,
        name: 'NR-35: Trabalho em Altura na Prática',
      }),
    ).toBeVisible();
    await expect(
      within(slides[0]!).getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await userEvent.click(
      within(slides[0]!).getByRole('button', {
        name: 'Comentários de NR-35: Trabalho em Altura na Prática',
      }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(storyCourses.heights);
    await expect(within(slides[3]!).getByText('Bloqueado')).toBeVisible();

    await scrollCarouselToEnd(carousel);
    await waitFor(() => expect(args.onReachEnd).toHaveBeenCalledWith(31), MOVE_TIMEOUT);
    await expect(args.onReachEnd).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = {
  args: {
    defaultOpenTrackId: 31,
    trackCourses: { 31: { ...safetyCourses, loadingMore: true } },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', {
      name: 'Segurança em Obras: Normas Regulamentadoras',
    });
    await expect(within(carousel).getByText('Carregando mais…')).toHaveAttribute('role', 'status');
    await scrollCarouselToEnd(carousel);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

/** The track's first chunk is on its way. */
export const TrackLoading: Story = {
  args: { defaultOpenTrackId: 33 },
  play: async ({ canvas }) => {
    await expect(trackButton(canvas, 'Compliance e Código de Conduta')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os cursos da trilha…');
    await expect(canvas.queryAllByRole('group')).toHaveLength(0);
  },
};

export const TrackError: Story = {
  args: {
    defaultOpenTrackId: 33,
    trackCourses: {
      33: {
        courses: [],
        state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os cursos desta trilha.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.trackCourses?.[33]?.state?.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.state?.onRetry).not.toHaveBeenCalled();
  },
};

export const TrackWithoutCourses: Story = {
  args: { defaultOpenTrackId: 33, trackCourses: { 33: { courses: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta trilha ainda não tem cursos disponíveis.')).toBeVisible();
  },
};

/** The app keeps the open track: a click only asks it to change. */
export const Controlled: Story = {
  args: { openTrackId: 32 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const welcome = trackButton(canvas, 'Integração de Novos Colaboradores');
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('region', { name: 'Integração de Novos Colaboradores' }),
    ).toBeVisible();
    await userEvent.click(welcome);
    await expect(args.onOpenTrackChange).toHaveBeenCalledWith(null);
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = {
  args: { tracks: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando suas trilhas obrigatórias…',
    );
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { tracks: [], state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas trilhas obrigatórias.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { tracks: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
