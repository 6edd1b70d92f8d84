import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import { AddToCalendarLink } from '../AddToCalendarLink';
import { CertificateButton } from '../CertificateButton';
import { ClassCard } from './ClassCard';
import { storyClasses } from './storyClasses';

const calendar = (
  <AddToCalendarLink
    events={[{ uid: 'turma', title: 'Turma', start: '2026-12-03T08:00:00' }]}
    fileName="turma.ics"
  />
);

const meta = {
  title: 'Event/ClassCard',
  component: ClassCard,
  parameters: { layout: 'padded' },
  args: {
    eventClass: storyClasses.open,
    enrolled: false,
    attended: false,
    now: `${STORY_TODAY}T10:00:00`,
    blocker: null,
    enrolling: false,
    onEnroll: fn(),
    onUnenroll: fn(async () => undefined),
    calendar,
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A value as a screen reader hears it: what is hidden from it left out, list items joined. */
function heard(value: Element | null): string | undefined {
  if (!value) return undefined;
  const items = value.querySelectorAll('li');
  if (items.length > 0) return [...items].map(heard).join(', ');
  const copy = value.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The class's facts as a screen reader hears them: term and value pairs. */
const factsOf = (canvasElement: HTMLElement) =>
  Object.fromEntries(
    [...canvasElement.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      heard(row.querySelector('dd')),
    ]),
  );

/** Open for enrolment, with places left: 'Inscrever-se' enrols. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Turma Curitiba' })).toBeVisible();
    await expect(factsOf(canvasElement)).toEqual({
      Data: '03/12/2026',
      Horário: '08:00 até 17:00',
      Local: 'Centro de Treinamento Decola – Av. Sete de Setembro, 4200, Curitiba - PR',
      Inscrições: '03/11/2026 às 00:00 até 02/12/2026 às 23:59',
      Vagas: '25',
      'Vagas restantes': '13',
      Instrutores: 'Mariana Lopes, Ricardo Tavares',
    });
    // Without a photo, each instructor's avatar shows their initials.
    const avatars = canvasElement.querySelectorAll('dd [data-slot="avatar-initials"]');
    await expect([...avatars].map((avatar) => avatar.textContent)).toEqual(['ML', 'RT']);
    await expect(canvas.getByRole('button', { name: 'Adicionar à agenda' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Inscrever-se' }));
    await expect(args.onEnroll).toHaveBeenCalledTimes(1);
  },
};

/** Full: refused before any call with the spec's message (MAX_CAPACITY_REACHED). */
export const Full: Story = {
  args: { eventClass: storyClasses.full, blocker: 'MAX_CAPACITY_REACHED' },
  play: async ({ canvas, canvasElement }) => {
    const enrol = canvas.getByRole('button', { name: 'Inscrever-se' });
    await expect(enrol).toBeDisabled();
    await expect(enrol).toHaveAccessibleDescription('Não há mais vagas para essa turma.');
    await expect(factsOf(canvasElement)['Vagas restantes']).toBe('0');
  },
};

/** Finished: 'Esta turma já foi finalizada.' (EVENT_CLASS_FINISHED), no enrolment. */
export const Finished: Story = {
  args: { eventClass: storyClasses.finished, blocker: 'EVENT_CLASS_FINISHED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Turma finalizada')).toBeVisible();
    const enrol = canvas.getByRole('button', { name: 'Inscrever-se' });
    await expect(enrol).toBeDisabled();
    await expect(enrol).toHaveAccessibleDescription('Esta turma já foi finalizada.');
  },
};

/** Enrolled: 'Cancelar inscrição' asks first, then leaves. */
export const Enrolled: Story = {
  args: { enrolled: true, eventClass: { ...storyClasses.open, enrollUsers: [{ id: 1 }] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Inscrito')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Inscrever-se' })).toBeNull();
    // The second click of a double click on 'Inscrever-se', landing here once enrolled, asks nothing.
    fireEvent.click(canvas.getByRole('button', { name: 'Cancelar inscrição' }), { detail: 2 });
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar inscrição' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar inscrição?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter inscrição' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onUnenroll).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar inscrição' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancelar inscrição?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancelar inscrição' }));
    await waitFor(() => expect(args.onUnenroll).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Attended a finished class that certifies: its certificate, no unenrolment. */
export const Attended: Story = {
  args: {
    eventClass: { ...storyClasses.finished, enrollUsers: [{ id: 1 }] },
    enrolled: true,
    attended: true,
    blocker: null,
    certificate: (
      <CertificateButton
        href="/student/demo/certificates/evento-5-turma-51-usuario-1.pdf"
        onClick={(event) => event.preventDefault()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Presença confirmada')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Ver certificado (abre em uma nova aba)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar inscrição' })).toBeNull();
  },
};

/** Before the window: disabled, saying when enrolment opens. */
export const WindowNotOpen: Story = {
  args: { eventClass: storyClasses.notOpen },
  play: async ({ canvas }) => {
    const enrol = canvas.getByRole('button', { name: 'Inscrever-se' });
    await expect(enrol).toBeDisabled();
    await expect(enrol).toHaveAccessibleDescription('As inscrições abrem em 21/12/2026 às 00:00.');
  },
};

/** After the window: disabled, saying it has closed. */
export const WindowClosed: Story = {
  args: { eventClass: storyClasses.closed },
  play: async ({ canvas }) => {
    const enrol = canvas.getByRole('button', { name: 'Inscrever-se' });
    await expect(enrol).toBeDisabled();
    await expect(enrol).toHaveAccessibleDescription(
      'As inscrições foram encerradas em 18/11/2026 às 23:59.',
    );
  },
};

/** No positive capacity: 'sem limite' and no count of places left. */
export const NoLimit: Story = {
  args: { eventClass: storyClasses.noLimit },
  play: async ({ canvas, canvasElement }) => {
    const facts = factsOf(canvasElement);
    await expect(facts.Vagas).toBe('sem limite');
    await expect(facts).not.toHaveProperty('Vagas restantes');
    await expect(canvas.getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
  },
};
