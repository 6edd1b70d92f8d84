import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { viewerContentHref } from '../../storybook/fixtures/viewer';
import { ContentNavigation } from './ContentNavigation';

/*
 * A locked next content says which lock holds it — this one still to finish, the
 * course's author, or a release still to come (with its date when the server knows it).
 */
const meta = {
  title: 'Viewer/ContentNavigation',
  component: ContentNavigation,
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
  args: { previousHref: viewerContentHref({ id: 502 }), nextHref: null },
} satisfies Meta<typeof ContentNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason the disabled 'Próximo conteúdo' is described by. */
async function expectLockedBy(canvasElement: HTMLElement, reason: string) {
  const navigation = within(canvasElement).getByRole('navigation', {
    name: 'Navegação entre conteúdos',
  });
  const next = within(navigation).getByRole('button', { name: 'Próximo conteúdo' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription(reason);
}

/** Both ways open. */
export const Default: Story = {
  args: { nextHref: viewerContentHref({ id: 504 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Conteúdo anterior' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Próximo conteúdo' })).toHaveAttribute(
      'href',
      '/student/course/101/content/504',
    );
  },
};

/** This content is unfinished and the next waits for it. */
export const WaitingForThisOne: Story = {
  args: { nextLock: 'waiting' },
  play: ({ canvasElement }) =>
    expectLockedBy(canvasElement, 'Conclua este conteúdo para liberar o próximo'),
};

/** This content is finished and the next stays blocked: the course's author blocked it. */
export const BlockedByTheAuthor: Story = {
  args: { nextLock: 'blocked' },
  play: ({ canvasElement }) =>
    expectLockedBy(canvasElement, 'O autor do curso bloqueou o próximo conteúdo'),
};

/** In an event class there is no course author to name. */
export const BlockedInAClass: Story = {
  args: { nextLock: 'blocked', of: 'class' },
  play: ({ canvasElement }) =>
    expectLockedBy(canvasElement, 'O próximo conteúdo está bloqueado nesta turma'),
};

/** Not released yet, the date known. */
export const NotReleasedYet: Story = {
  args: { nextLock: 'notReleased', nextReleaseDate: '2026-03-25T12:00:00-03:00' },
  play: ({ canvasElement }) =>
    expectLockedBy(canvasElement, 'O próximo conteúdo será liberado em 25/03/2026'),
};

/** Not released yet, no date given. */
export const NotReleasedNoDate: Story = {
  args: { nextLock: 'notReleased' },
  play: ({ canvasElement }) =>
    expectLockedBy(canvasElement, 'O próximo conteúdo ainda não foi liberado'),
};
