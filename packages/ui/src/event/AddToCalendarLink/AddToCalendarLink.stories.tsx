import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { AddToCalendarLink } from './AddToCalendarLink';

const meta = {
  title: 'Event/AddToCalendarLink',
  component: AddToCalendarLink,
  parameters: { layout: 'padded' },
  args: {
    events: [
      {
        uid: 'decola-evento-2-turma-21@decola.dev',
        title: 'Workshop BIM na prática – Turma Curitiba',
        start: '2026-12-03T08:00:00-03:00',
        end: '2026-12-03T17:00:00-03:00',
        location: 'Centro de Treinamento Decola – Av. Sete de Setembro, 4200, Curitiba - PR',
        description: 'Oficinas com modelos reais de obras da Decola.',
      },
    ],
    fileName: 'workshop-bim-na-pratica-turma-curitiba.ics',
    subject: 'Turma Curitiba',
    now: () => new Date('2026-11-26T12:00:00Z'),
  },
} satisfies Meta<typeof AddToCalendarLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the story's download in the page: the play function reads the file instead. */
const keepDownload = (event: MouseEvent) => {
  if (event.target instanceof HTMLAnchorElement && event.target.download) event.preventDefault();
};

/** A button (no anchor on the page) that saves the class's schedule as an .ics file. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Adicionar à agenda: Turma Curitiba' });
    await expect(canvas.queryByRole('link')).toBeNull();
    const created = spyOn(URL, 'createObjectURL');
    const clicked: HTMLAnchorElement[] = [];
    const record = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement) clicked.push(event.target);
      keepDownload(event);
    };
    window.addEventListener('click', record, true);
    try {
      await userEvent.click(button);
      await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
      await expect(clicked.map((anchor) => anchor.download)).toEqual([
        'workshop-bim-na-pratica-turma-curitiba.ics',
      ]);
      await expect(clicked[0]!.isConnected).toBe(false);
      const blob = created.mock.calls[0]![0] as Blob;
      await expect(blob.type).toBe('text/calendar;charset=utf-8');
      const file = await blob.text();
      await expect(file).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
      await expect(file).toContain('DTSTART:20261203T110000Z\r\nDTEND:20261203T200000Z\r\n');
      await expect(file).toContain('DTSTAMP:20261126T120000Z');
      await expect(file).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    } finally {
      window.removeEventListener('click', record, true);
      created.mockRestore();
    }
  },
};
