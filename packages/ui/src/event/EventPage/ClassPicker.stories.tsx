import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassPicker } from './ClassPicker';
import { storyClasses } from './storyClasses';

const meta = {
  title: 'Event/ClassPicker',
  component: ClassPicker,
  parameters: { layout: 'padded' },
  args: {
    classes: [storyClasses.finished, storyClasses.open, storyClasses.notOpen],
    currentId: storyClasses.open.id,
    hrefOf: (eventClass) => `/student/event/2/class/${eventClass.id}`,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClassPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every class of the event as a link to its own URL; the chosen one is the current page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Turmas do evento' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/student/event/2/class/51',
      '/student/event/2/class/21',
      '/student/event/2/class/61',
    ]);
    await expect(links[0]).toHaveTextContent(
      'Turma Recife06/10/2026 · 07:00 até 12:00Turma finalizada',
    );
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');
  },
};
