import { isNavigable } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, fn, within } from 'storybook/test';
import {
  BookIcon,
  ClipboardIcon,
  LockIcon,
  PlayCardsIcon,
  PlayCircleIcon,
  PlayIcon,
  type IconProps,
} from '../../icons';
import { cn } from '../../lib/cn';
import { Link, linkVariants } from '../../primitives/Link';
import { storyCourseContents, viewerContentHref } from '../../storybook/fixtures/viewer';
import type { CoursePageContent } from '../CoursePage/types';
import {
  ContentItem,
  contentNameClass,
  contentTitleOf,
  type ContentItemProps,
} from './ContentItem';

/** 501 video (finished), 502 PDF (40 %), 503 SCORM, 504 audio (blocked), 505 exercise (not released). */
const [video, pdf, scorm, audio, exercise] = storyCourseContents([100, 40]) as [
  CoursePageContent,
  CoursePageContent,
  CoursePageContent,
  CoursePageContent,
  CoursePageContent,
];

/** What the course page does on a content's name when the learner is not enrolled. */
const askToEnrol = fn();

const linkClass = cn(contentNameClass, linkVariants({ underline: 'hover', offset: 2 }));

/**
 * One item as its list builds it: a navigable content's name is a link (or, for a learner not
 * enrolled on the course page, a button asking to enrol); any other's is plain text.
 */
function itemOf(
  content: CoursePageContent,
  index: number,
  { opens = isNavigable(content), asButton = false, current = false } = {},
): ContentItemProps {
  const title = contentTitleOf(content, index);
  let name: ContentItemProps['name'] = (
    <span className="font-semibold break-words text-ink">{title}</span>
  );
  if (opens && asButton)
    name = (
      <button type="button" className={linkClass} onClick={askToEnrol}>
        {title}
      </button>
    );
  else if (opens)
    name = (
      <Link
        href={viewerContentHref(content)}
        aria-current={current ? 'page' : undefined}
        className={cn(linkClass, current && 'text-ink')}
      >
        {title}
      </Link>
    );
  return { content, name, title, opens, showProgress: opens && !asButton };
}

/** An icon as the set draws it, to tell which one an item shows. */
function markupOf(icon: ReactElement): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(icon));
  const markup = host.innerHTML;
  root.unmount();
  return markup;
}

const iconOf = (item: HTMLElement) => item.querySelector('[aria-hidden="true"]')!.innerHTML;
const factsOf = (item: HTMLElement) => item.querySelector('p')!;

const meta = {
  title: 'Course/ContentItem',
  component: ContentItem,
  args: itemOf(pdf, 1),
  decorators: [
    // The list of the course page or the viewer's panel holds the item.
    (Story) => (
      <div className="w-[24rem] max-w-full rounded-card border border-line bg-surface p-5">
        <ol className="flex flex-col divide-y divide-line">
          <Story />
        </ol>
      </div>
    ),
  ],
} satisfies Meta<typeof ContentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Started: its kind, its duration and its progress; its name opens it. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(canvas.getByRole('link', { name: 'Análise de risco' })).toHaveAttribute(
      'href',
      '/student/course/101/content/502',
    );
    await expect(factsOf(item)).toHaveTextContent(/^PDF15:00$/);
    const progress = canvas.getByRole('progressbar', { name: 'Progresso de Análise de risco' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.queryByText('Concluído')).toBeNull();
    await expect(item).toHaveAttribute('data-state', 'open');
  },
};

/** Finished (progress 100): 'Concluído' among its facts, and a full bar. */
export const Finished: Story = {
  args: itemOf(video, 0),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Introdução à NR-35' })).toBeVisible();
    await expect(canvas.getByText('Concluído')).toBeVisible();
    await expect(factsOf(canvas.getByRole('listitem'))).toHaveTextContent(/^Vídeo08:00Concluído$/);
    await expect(
      canvas.getByRole('progressbar', { name: 'Progresso de Introdução à NR-35' }),
    ).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Not started, with no duration known: its kind alone, and no bar yet. */
export const NotStarted: Story = {
  args: itemOf({ ...scorm, duration: null }, 2),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Sistemas de proteção contra quedas' }),
    ).toBeVisible();
    await expect(factsOf(canvas.getByRole('listitem'))).toHaveTextContent(/^SCORM$/);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/**
 * A blocked content does not open — its name is text. First, or after a finished one,
 * the course's author blocked it: 'Bloqueado'.
 */
export const Blocked: Story = {
  args: itemOf(audio, 3),
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Podcast: histórias do canteiro').tagName).toBe('SPAN');
    const reason = canvas.getByText('Bloqueado');
    await expect(reason).toBeVisible();
    await expect(reason.innerHTML).toContain(markupOf(<LockIcon size="xs" />));
    await expect(factsOf(item)).toHaveTextContent(/^Áudio21:00Bloqueado$/);
    await expect(item).toHaveAttribute('data-state', 'locked');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** spec 2 §2: a content not released yet does not open either: 'Ainda não liberado'. */
export const NotReleased: Story = {
  args: itemOf(exercise, 4),
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(canvas.queryByRole('link')).toBeNull();
    const reason = canvas.getByText('Ainda não liberado');
    await expect(reason).toBeVisible();
    await expect(reason.innerHTML).toContain(markupOf(<LockIcon size="xs" />));
    await expect(canvas.queryByText('Bloqueado')).toBeNull();
    await expect(factsOf(item)).toHaveTextContent(/^Exercício10:00Ainda não liberado$/);
    await expect(item).toHaveAttribute('data-state', 'locked');
  },
};

/** Blocked after an unfinished content: it waits for that one. */
export const WaitingForThePrevious: Story = {
  args: { ...itemOf(audio, 3), previous: scorm },
  play: async ({ canvas }) => {
    await expect(factsOf(canvas.getByRole('listitem'))).toHaveTextContent(
      /^Áudio21:00Conclua o conteúdo anterior$/,
    );
    await expect(canvas.queryByText('Bloqueado')).toBeNull();
  },
};

/** Not released yet, its release date known: the date, in Brazilian format. */
export const NotReleasedWithDate: Story = {
  args: itemOf({ ...exercise, releaseDate: '2026-03-25T12:00:00-03:00' }, 4),
  play: async ({ canvas }) => {
    await expect(factsOf(canvas.getByRole('listitem'))).toHaveTextContent(
      /^Exercício10:00Disponível em 25\/03\/2026$/,
    );
  },
};

/**
 * In a blocked course no content opens: a finished one is then plain text, without 'Concluído'
 * or a bar, and without a lock of its own (the course's block is said above the list).
 */
export const InABlockedCourse: Story = {
  args: itemOf(video, 0, { opens: false }),
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(factsOf(item)).toHaveTextContent(/^Vídeo08:00$/);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(item).toHaveAttribute('data-state', 'locked');
  },
};

/** Course page, learner not enrolled: the name is a button that asks to enrol; no progress. */
export const NotEnrolled: Story = {
  args: itemOf(pdf, 1, { asButton: true }),
  play: async ({ canvas, userEvent }) => {
    askToEnrol.mockClear();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Análise de risco' }));
    await expect(askToEnrol).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'open');
  },
};

/** The viewer's content on screen: a bar at the panel's edge and 'Em exibição' after its facts. */
export const Current: Story = {
  args: {
    ...itemOf(pdf, 1, { current: true }),
    className: '-ms-5 border-s-4 border-primary ps-4',
    extraFact: <span className="font-medium text-primary-ink">Em exibição</span>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Análise de risco' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(factsOf(canvas.getByRole('listitem'))).toHaveTextContent(/^PDF15:00Em exibição$/);
    await expect(
      canvas.getByRole('progressbar', { name: 'Progresso de Análise de risco' }),
    ).toBeVisible();
  },
};

/** Every kind as released: a content without a title is named by its place. */
const EVERY_KIND = [video, pdf, { ...scorm, title: null }, audio, exercise].map((content, index) =>
  itemOf(
    {
      ...content,
      isReleased: true,
      isBlocked: false,
      status: { progress: [100, 40, 0, 70, 0][index] },
    },
    index,
  ),
);

/** Each kind with its icon and its name, in a brand's colours. */
export const EveryKind: Story = {
  tags: ['templates'],
  render: () => (
    <>
      {EVERY_KIND.map((item) => (
        <ContentItem key={item.content.id} {...item} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const expected: [string, string, ComponentType<IconProps>][] = [
      ['Introdução à NR-35', 'Vídeo', PlayCircleIcon],
      ['Análise de risco', 'PDF', BookIcon],
      ['Conteúdo 3', 'SCORM', PlayCardsIcon],
      ['Podcast: histórias do canteiro', 'Áudio', PlayIcon],
      ['Avaliação final', 'Exercício', ClipboardIcon],
    ];
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(expected.length);
    for (const [index, [title, kind, Icon]] of expected.entries()) {
      const item = within(items[index]!);
      await expect(item.getByRole('link', { name: title })).toBeVisible();
      await expect(item.getByText(kind)).toBeVisible();
      await expect(iconOf(items[index]!)).toBe(markupOf(<Icon size="lg" />));
    }
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(within(items[0]!).getByText('Concluído')).toBeVisible();
  },
};
