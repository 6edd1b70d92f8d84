import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  STORY_LEARNER_ID,
  storyAgenda,
  storyEnrolledUsers,
} from '../../storybook/fixtures/trainings';
import { EnrolledUsersTable } from './EnrolledUsersTable';

const meta = {
  title: 'Training/EnrolledUsersTable',
  component: EnrolledUsersTable,
  parameters: { layout: 'padded' },
  args: { users: storyEnrolledUsers, entries: storyAgenda, currentUserId: STORY_LEARNER_ID },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnrolledUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2 §3: each enrolled user with their percentage and attendance; the learner's row says so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Participantes' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Participante', 'Presença', 'Encontros com presença']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      'Ana Beatriz Souza (você)',
    );
    await expect(
      within(rows[0]!).getByRole('progressbar', { name: 'Presença de Ana Beatriz Souza' }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(rows[0]).toHaveTextContent('2 de 406/11/2026, 13/11/2026');
    await expect(rows[1]).toHaveTextContent('3 de 4');
    await expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('João Pedro Martins');
    await expect(rows[3]).toHaveTextContent('0 de 4');
  },
};

/** spec 2 §8: 'Não há nada por aqui.' for an empty table. */
export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
