import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { storyEvents } from '../../storybook/fixtures/events';
import { EventCard } from './EventCard';

const meta = {
  title: 'Event/EventCard',
  component: EventCard,
  parameters: { layout: 'padded' },
  args: { event: storyEvents.sipat, today: STORY_TODAY, onIntroVideoClick: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div className={(parameters.frame as string | undefined) ?? 'w-72'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's schedule as a screen reader hears it: term and value pairs. */
const scheduleOf = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    [...canvasElement.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );

/** spec 1 §2: an event (type 1) takes its dates from its first class and opens route event. */
export const EventType1: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Evento')).toBeVisible();
    const name = 'SIPAT 2026: Semana Interna de Prevenção de Acidentes';
    await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(canvas.getByRole('link', { name })).toHaveAttribute(
      'href',
      '/student/event/11/class/111',
    );
    await expect(scheduleOf(canvasElement)).toEqual({
      Local: 'Centro de Treinamento Decola, Curitiba - PR',
      Data: '24/11/2026',
      Horário: '08:30 até 12:00',
    });
    await expect(canvas.getByRole('list', { name: 'Destaques do evento' })).toHaveTextContent(
      'Com certificado',
    );
    await expect(canvas.queryByText('Novo')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onIntroVideoClick).not.toHaveBeenCalled();
  },
};

/** spec 1 §2: a training (type 2) takes its dates from its menus and opens training-course. */
export const TrainingType2: Story = {
  args: { event: storyEvents.foremen },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Treinamento')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Formação de Encarregados de Obra' }),
    ).toHaveAttribute('href', '/student/training-course/21');
    await expect(scheduleOf(canvasElement)).toEqual({
      Local: 'Centro de Treinamento Decola, Joinville - SC',
      Data: '01/12/2026 até 05/12/2026',
      Horário: '08:00 até 12:00',
    });
    const flags = canvas.getByRole('list', { name: 'Destaques do evento' });
    await expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Com certificado', 'Conteúdo novo']);
  },
};

/** Within its release window (domain `isNewCourse`) the card says 'Novo'. */
export const New: Story = {
  args: { event: storyEvents.bim },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('Evento')).toBeVisible();
    await expect(scheduleOf(canvasElement)).toMatchObject({
      Data: '02/12/2026',
      Horário: '19:00 até 21:00',
    });
  },
};

/** An event with no class yet: no date, and nowhere to open. */
export const WithoutClasses: Story = {
  args: { event: storyEvents.mentalHealth },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(scheduleOf(canvasElement)).toEqual({
      Local: 'Auditório da Sede, São Paulo - SP',
      Data: 'Data a definir',
    });
    const title = canvas.getByRole('link', { name: 'Palestra: Saúde Mental no Trabalho' });
    await expect(title).toHaveAttribute('aria-disabled', 'true');
    await expect(title).not.toHaveAttribute('href');
    await expect(title).toHaveAccessibleDescription('Nenhuma turma disponível');
  },
};

export const WithIntroVideo: Story = {
  args: { event: storyEvents.leaders },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('[data-slot="card-cover-fallback"]')).toBeVisible();
    await expect(canvas.getByText('Treinamento')).toBeVisible();
    await expect(scheduleOf(canvasElement)).toMatchObject({
      Data: '10/02/2027',
      Horário: '09:00 até 18:00',
    });
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Apresentação de Programa de Desenvolvimento de Líderes',
      }),
    );
    await expect(args.onIntroVideoClick).toHaveBeenCalledWith(storyEvents.leaders);
  },
};

export const Templates: Story = {
  tags: ['templates'],
  parameters: { frame: 'w-[56rem]' },
  render: (args) => (
    <ul className="grid grid-cols-3 gap-4">
      {[storyEvents.bim, storyEvents.foremen, storyEvents.mentalHealth].map((event) => (
        <li key={event.id}>
          <EventCard {...args} event={event} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('Treinamento')).toBeVisible();
  },
};
