import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { STORY_TODAY, storyCourses } from '../storybook/fixtures/courses';
import { CardTitle } from './CardTitle';
import { CourseBadges } from './CourseBadges';

type Args = ComponentProps<typeof CourseBadges>;

const inProgress = { statusCourse: { finished: false, progress: true }, courseProgress: 35 };
const REASON_ID = 'course-badges-reason';

/**
 * The badges as a card's cover lays them out; with `reasonId`, the title link the blocked or
 * locked badge describes, as on the card.
 */
function BadgesOfACourse(args: Args) {
  return (
    <div className="flex w-80 flex-col gap-3">
      <div className="flex flex-wrap gap-1.5" data-slot="badges">
        <CourseBadges {...args} />
      </div>
      {args.reasonId && (
        <CardTitle href={null} describedBy={args.reasonId}>
          {(args.course as { title: string }).title}
        </CardTitle>
      )}
    </div>
  );
}

const meta = {
  title: 'Cards/CourseBadges',
  component: CourseBadges,
  args: { course: storyCourses.heights, today: STORY_TODAY, blockedLabel: 'Bloqueado' },
  render: (args) => <BadgesOfACourse {...args} />,
} satisfies Meta<typeof CourseBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each badge's kind and words, in the order shown. */
const badgesIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-slot="card-badge"]')].map((badge) => [
    badge.dataset.kind,
    badge.textContent,
  ]);

/** spec 1 §4: today inside the release window, not started — only 'Novo'. */
export const New: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(badgesIn(canvasElement)).toEqual([['new', 'Novo']]);
  },
};

/** Started and not finished: 'Em andamento'. */
export const InProgress: Story = {
  args: { course: storyCourses.leadership },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Em andamento')).toBeVisible();
    await expect(badgesIn(canvasElement)).toEqual([['inProgress', 'Em andamento']]);
  },
};

/** Finished: 'Concluído', with a check beside the word. */
export const Finished: Story = {
  args: { course: storyCourses.excel },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText('Concluído');
    await expect(badge).toBeVisible();
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badgesIn(canvasElement)).toEqual([['finished', 'Concluído']]);
  },
};

/** New and started: 'Novo' before the status. */
export const NewAndInProgress: Story = {
  args: { course: { ...storyCourses.heights, ...inProgress } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('Em andamento')).toBeVisible();
    await expect(badgesIn(canvasElement)).toEqual([
      ['new', 'Novo'],
      ['inProgress', 'Em andamento'],
    ]);
  },
};

/**
 * spec 1 §2: a blocked course says so first, and the card's title is described by it. Blocked
 * wins over locked: one reason only.
 */
export const Blocked: Story = {
  args: {
    course: storyCourses.contracts,
    locked: { label: 'Indisponível' },
    reasonId: REASON_ID,
  },
  play: async ({ canvas, canvasElement }) => {
    const badge = canvas.getByText('Bloqueado');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('id', REASON_ID);
    await expect(
      canvas.getByRole('link', { name: 'Gestão de Contratos e Fornecedores' }),
    ).toHaveAccessibleDescription('Bloqueado');
    await expect(canvas.queryByText('Indisponível')).toBeNull();
    await expect(badgesIn(canvasElement)).toEqual([['blocked', 'Bloqueado']]);
  },
};

/** On the course page the blocked badge is its title ('Curso bloqueado'); the status still shows. */
export const BlockedOnTheCoursePage: Story = {
  args: {
    course: { ...storyCourses.contracts, ...inProgress },
    blockedLabel: 'Curso bloqueado',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Curso bloqueado')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(badgesIn(canvasElement)).toEqual([
      ['blocked', 'Curso bloqueado'],
      ['inProgress', 'Em andamento'],
    ]);
  },
};

/** Not blocked, yet out of reach here (a track's order): the locked badge, then the others. */
export const Locked: Story = {
  args: { locked: { label: 'Indisponível' }, reasonId: REASON_ID },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Indisponível')).toHaveAttribute('id', REASON_ID);
    await expect(
      canvas.getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAccessibleDescription('Indisponível');
    await expect(badgesIn(canvasElement)).toEqual([
      ['locked', 'Indisponível'],
      ['new', 'Novo'],
    ]);
  },
};

/** Not new, not started, open to the learner: no badge at all. */
export const NoBadge: Story = {
  args: { course: storyCourses.machines },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector<HTMLElement>('[data-slot="badges"]')!;
    await expect(row).toBeEmptyDOMElement();
  },
};

const EVERY_KIND: { course: Args['course'] & { title: string }; locked?: Args['locked'] }[] = [
  { course: storyCourses.heights },
  { course: storyCourses.leadership },
  { course: storyCourses.excel },
  { course: storyCourses.contracts },
  { course: storyCourses.machines, locked: { label: 'Indisponível' } },
];

/** Every kind side by side, for each brand's colours. */
export const EveryKind: Story = {
  tags: ['templates'],
  render: (args) => (
    <ul className="flex flex-col gap-3">
      {EVERY_KIND.map(({ course, locked }) => (
        <li key={course.title} className="flex items-center gap-4">
          <span className="w-80 text-sm text-ink">{course.title}</span>
          <span className="flex gap-1.5">
            <CourseBadges {...args} course={course} locked={locked} />
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map(badgesIn)).toEqual([
      [['new', 'Novo']],
      [['inProgress', 'Em andamento']],
      [['finished', 'Concluído']],
      [['blocked', 'Bloqueado']],
      [['locked', 'Indisponível']],
    ]);
    for (const word of ['Novo', 'Em andamento', 'Concluído', 'Bloqueado', 'Indisponível'])
      await expect(within(canvasElement).getByText(word)).toBeVisible();
  },
};
