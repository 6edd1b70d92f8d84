import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyAgenda } from '../../storybook/fixtures/trainings';
import { waitForMarkdown } from '../../storybook/helpers';
import { AgendaEntry } from './AgendaEntry';

const meta = {
  title: 'Training/AgendaEntry',
  component: AgendaEntry,
  parameters: { layout: 'padded' },
  args: { entry: storyAgenda[2]! },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgendaEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

const factsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('dl > div')].map((row) => row.querySelector('dd')?.textContent);

/** spec 2 §2: title, the markdown description, date, hours, duration and location; marked current. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvas, canvasElement }) => {
    const entry = canvas.getByRole('article', {
      name: 'Módulo 3 – Segurança e NR-18 no dia a dia',
    });
    await expect(entry).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Atual')).toBeVisible();
    await expect(factsOf(canvasElement)).toEqual([
      '20/11/2026',
      '08:00 até 17:00',
      '09:00:00',
      'Sala 2 – Centro de Treinamento Decola, Joinville - SC',
    ]);
    // descriptionMarkdown wins over description.
    await waitForMarkdown(canvasElement);
    await expect(canvas.getByText('permissões de trabalho')).toHaveProperty('tagName', 'STRONG');
    await expect(canvas.queryByText(/Presença|presença/)).toBeNull();
  },
};

/** The learner checked in on the entry's day. */
export const Attended: Story = {
  args: { entry: storyAgenda[0]!, attendance: 'attended' },
  play: async ({ canvas, canvasElement }) => {
    await waitForMarkdown(canvasElement);
    await expect(canvas.getByRole('article')).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByText('Atual')).toBeNull();
    await expect(canvas.getByText('Presença confirmada')).toBeVisible();
  },
};

/** The entry's day passed without a check-in; without markdown its plain description shows. */
export const Missed: Story = {
  args: { entry: storyAgenda[1]!, attendance: 'missed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sem presença registrada')).toBeVisible();
    await waitForMarkdown(canvasElement);
    await expect(
      canvas.getByText('Fichas de verificação de serviço e tratamento de não conformidades.'),
    ).toBeVisible();
  },
};
