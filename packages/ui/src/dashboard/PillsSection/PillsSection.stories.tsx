import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import type { Pill } from '../../pill/PillCard';
import { storyPills } from '../../storybook/fixtures/pills';
import { MOVE_TIMEOUT, scrollCarouselToEnd, waitForCarousel } from '../../storybook/carousel';
import { storyPosterImage } from '../../storybook/fixtures/videos';
import { PillsSection } from './PillsSection';

/** One chunk of pills (11 a request, spec 2 §9): the pill stories' six and five more. */
const firstChunk: Pill[] = [
  ...storyPills,
  {
    id: 87,
    title: 'Checklist antes de subir no andaime',
    url: '/student/demo/video/Ka9dF3hLs2P',
    imageURL: storyPosterImage('#0c4a6e', '#7dd3fc', 'Andaime'),
    isWatched: false,
    idCourse: 41,
  },
  {
    id: 88,
    title: 'Reuniões de 15 minutos que resolvem',
    url: '/student/demo/video/Qw2eR4tYu6I',
    imageURL: storyPosterImage('#3f6212', '#bef264', 'Reuniões'),
    isWatched: false,
    idCourse: null,
  },
  {
    id: 89,
    title: 'Descarte correto de resíduos da obra',
    url: '/student/demo/video/Op1aS3dFg5H',
    imageURL: storyPosterImage('#164e63', '#67e8f9', 'Resíduos'),
    isWatched: true,
    idCourse: null,
  },
  {
    id: 90,
    title: 'Senhas fortes sem complicação',
    url: '/student/demo/video/Jk7lZ9xCv1B',
    imageURL: storyPosterImage('#831843', '#f9a8d4', 'Senhas'),
    isWatched: false,
    idCourse: null,
  },
  {
    id: 91,
    title: 'Primeiros socorros: queimaduras leves',
    url: '/student/demo/video/Nm3qW5eRt7Y',
    imageURL: storyPosterImage('#991b1b', '#fecaca', 'Socorros'),
    isWatched: false,
    idCourse: 52,
  },
];

const meta = {
  title: 'Dashboard/PillsSection',
  component: PillsSection,
  parameters: { layout: 'padded' },
  args: {
    pills: firstChunk,
    onPillClick: fn(),
    onReachEnd: fn(),
    state: { status: 'ready', onRetry: fn() },
  },
} satisfies Meta<typeof PillsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Fique por dentro';

/** The tapped pill's index goes to the app, which opens the story viewer there (spec 1 §2). */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(11);
    await expect(slides[0]).toHaveAccessibleName('1 de 11');
    await expect(
      within(slides[1]!).getByRole('button', { name: 'Como dar feedback em três frases' }),
    ).toHaveAccessibleDescription('Assistida');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Phishing: o e-mail que parecia do RH' }),
    );
    await expect(args.onPillClick).toHaveBeenCalledWith(2);
    // Without `hasMore` the end of the list asks for nothing.
    await scrollCarouselToEnd(carousel);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
    // The last pill, once in view, opens at its own index.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Primeiros socorros: queimaduras leves' }),
    );
    await expect(args.onPillClick).toHaveBeenLastCalledWith(10);
  },
};

/** From the keyboard: arrows move the carousel, Enter opens the focused pill. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await waitForCarousel(carousel);
    const first = canvas.getByRole('button', { name: 'Ergonomia no escritório' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPillClick).toHaveBeenCalledWith(0);
    await userEvent.keyboard('{ArrowRight}');
    const previous = within(carousel).getByRole('button', { name: 'Anterior' });
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'), MOVE_TIMEOUT);
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

/** The next chunk on its way: a loading slide after the last pill, and no second request. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await expect(within(carousel).getAllByRole('group')).toHaveLength(11);
    await expect(within(carousel).getByText('Carregando mais…')).toHaveAttribute('role', 'status');
    await scrollCarouselToEnd(carousel);
    await expect(args.onReachEnd).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { pills: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: TITLE });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(section).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando as pílulas…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Only this section fails: its own message and 'Tentar novamente'; the dashboard goes on. */
export const Error: Story = {
  args: {
    pills: [],
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as pílulas.');
    await expect(alert).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the carousel shows two pills at a time (kind `pills`: 1 to 10 by width). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: TITLE });
    await waitForCarousel(carousel);
    const [first] = within(carousel).getAllByRole('group');
    const viewport = carousel.querySelector('[data-slot="carousel-viewport"]')!;
    const ratio = viewport.getBoundingClientRect().width / first!.getBoundingClientRect().width;
    await expect(Math.round(ratio)).toBe(2);
  },
};

/** spec 1 §2: no pills, no section. */
export const Empty: Story = {
  args: { pills: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText(TITLE)).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
