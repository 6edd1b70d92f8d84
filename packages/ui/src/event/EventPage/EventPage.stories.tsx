import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_TODAY, coverImage } from '../../storybook/fixtures/courses';
import { waitForPhotos, expectHeadingOutline } from '../../storybook/helpers';
import { ClassCard } from './ClassCard';
import { ClassPicker } from './ClassPicker';
import { EventHeader } from './EventHeader';
import { EventPage } from './EventPage';
import { storyClasses } from './storyClasses';

const meta = {
  title: 'Event/EventPage',
  component: EventPage,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'ready' },
    header: (
      <EventHeader
        event={{
          id: 2,
          name: 'Workshop BIM na prática: do modelo ao canteiro',
          banner: coverImage('#1e3a8a', '#93c5fd', 'BIM'),
          rating: 4.8,
          hasCertificate: true,
          location: 'Centro de Treinamento Decola, Curitiba - PR',
        }}
        modality={2}
      />
    ),
    classCard: (
      <ClassCard
        eventClass={storyClasses.open}
        enrolled={false}
        attended={false}
        now={`${STORY_TODAY}T10:00:00`}
        blocker={null}
        enrolling={false}
        onEnroll={() => undefined}
        onUnenroll={async () => undefined}
      />
    ),
    classes: (
      <ClassPicker
        classes={[storyClasses.finished, storyClasses.open]}
        currentId={storyClasses.open.id}
        hrefOf={(eventClass) => `/student/event/2/class/${eventClass.id}`}
      />
    ),
  },
} satisfies Meta<typeof EventPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event, the chosen class and the event's classes, in one heading outline. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForPhotos(canvasElement);
    await expectHeadingOutline(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Turma Curitiba' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Turmas do evento' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando evento…');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar o evento.Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
  },
};
