import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import { storyEvents } from '../../storybook/fixtures/events';
import { waitForImages } from '../../storybook/helpers';
import { EventsSection } from './EventsSection';

const events = [
  storyEvents.sipat,
  storyEvents.bim,
  storyEvents.foremen,
  storyEvents.mentalHealth,
  storyEvents.leaders,
];

const meta = {
  title: 'Dashboard/EventsSection',
  component: EventsSection,
  parameters: { layout: 'padded' },
  args: {
    events,
    today: STORY_TODAY,
    onIntroVideoClick: fn(),
    state: { status: 'ready', onRetry: fn() },
  },
} satisfies Meta<typeof EventsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Treinamentos' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    await expect(slides).toHaveLength(5);
    // spec 1 §2: type 1 opens route event with its class, type 2 route training-course.
    await expect(
      within(slides[0]!).getByRole('link', {
        name: 'SIPAT 2026: Semana Interna de Prevenção de Acidentes',
      }),
    ).toHaveAttribute('href', '/student/event/11/class/111');
    await expect(within(slides[0]!).getByText('Evento')).toBeVisible();
    await expect(
      within(slides[2]!).getByRole('link', { name: 'Formação de Encarregados de Obra' }),
    ).toHaveAttribute('href', '/student/training-course/21');
    await expect(within(slides[2]!).getByText('Treinamento')).toBeVisible();
    await expect(within(slides[1]!).getByText('Novo')).toBeVisible();
    await userEvent.click(
      within(slides[1]!).getByRole('button', {
        name: 'Apresentação de Workshop de BIM para Obras Residenciais',
      }),
    );
    await expect(args.onIntroVideoClick).toHaveBeenCalledWith(storyEvents.bim);
  },
};

export const Loading: Story = {
  args: { events: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Treinamentos' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Carregando os eventos e treinamentos…',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { events: [], state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Treinamentos' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os eventos e treinamentos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
