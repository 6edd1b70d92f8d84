import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_TODAY } from '../../storybook/fixtures/courses';
import { storyAgenda, storyEnrolledUsers } from '../../storybook/fixtures/trainings';
import { waitForMarkdown } from '../../storybook/helpers';
import { TrainingAgenda } from './TrainingAgenda';

const meta = {
  title: 'Training/TrainingAgenda',
  component: TrainingAgenda,
  parameters: { layout: 'padded' },
  // Given out of order: the agenda sorts them.
  args: { entries: [...storyAgenda].reverse(), today: STORY_TODAY },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrainingAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The training module list: in order, today's module marked, the learner's presence on each. */
export const Enrolled: Story = {
  args: { attendances: storyEnrolledUsers[0]!.attendances },
  play: async ({ canvas, canvasElement }) => {
    await waitForMarkdown(canvasElement);
    const agenda = canvas.getByRole('region', { name: 'Agenda' });
    const items = within(agenda).getAllByRole('listitem');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      storyAgenda.map((entry) => entry.title),
    );
    await expect(within(items[2]!).getByRole('article')).toHaveAttribute('aria-current', 'step');
    await expect(within(items[0]!).getByText('Presença confirmada')).toBeVisible();
    await expect(within(items[1]!).getByText('Presença confirmada')).toBeVisible();
    // Today's and the next module: nothing to say yet.
    await expect(within(items[2]!).queryByText(/presença/i)).toBeNull();
    await expect(within(items[3]!).queryByText(/presença/i)).toBeNull();
  },
};

/** Not enrolled: no presence to show; the server's current entry is the one marked. */
export const NotEnrolled: Story = {
  args: { currentId: 604 },
  play: async ({ canvas, canvasElement }) => {
    await waitForMarkdown(canvasElement);
    const current = canvas.getByRole('article', { current: 'step' });
    await expect(current).toHaveAccessibleName('Módulo 4 – Gestão de pessoas e comunicação');
    await expect(canvas.queryByText(/presença/i)).toBeNull();
  },
};

/**
 * A training whose last meeting is past marks none 'Atual', even when the server
 * still names one.
 */
export const Over: Story = {
  args: { today: '2026-12-02', currentId: 604, attendances: storyEnrolledUsers[0]!.attendances },
  play: async ({ canvas, canvasElement }) => {
    await waitForMarkdown(canvasElement);
    await expect(canvas.queryByRole('article', { current: 'step' })).toBeNull();
    await expect(canvas.queryByText('Atual')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(storyAgenda.length);
  },
};

/** spec 2 §8: an empty table or list says 'Não há nada por aqui.'. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
