import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import { storyEvents } from '../../storybook/fixtures/events';
import { waitForImages } from '../../storybook/helpers';
import { AttendedEvents } from './AttendedEvents';

const meta = {
  title: 'Event/AttendedEvents',
  component: AttendedEvents,
  parameters: { layout: 'padded' },
  args: { events: [storyEvents.sipat, storyEvents.foremen], today: STORY_TODAY },
} satisfies Meta<typeof AttendedEvents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each attended event as its card, opening its class or its training. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const list = canvas.getByRole('region', { name: 'Eventos de que você participou' });
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'SIPAT 2026: Semana Interna de Prevenção de Acidentes',
      'Formação de Encarregados de Obra',
    ]);
    await expect(
      within(list).getByRole('link', {
        name: 'SIPAT 2026: Semana Interna de Prevenção de Acidentes',
      }),
    ).toHaveAttribute('href', '/student/event/11/class/111');
    await expect(
      within(list).getByRole('link', { name: 'Formação de Encarregados de Obra' }),
    ).toHaveAttribute('href', '/student/training-course/21');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { events: [], state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando eventos…');
  },
};

export const LoadError: Story = {
  args: {
    events: [],
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus eventos.Erro de conexão.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state!.onRetry).toHaveBeenCalledTimes(1);
  },
};
