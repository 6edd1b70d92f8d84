import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { CourseCardGrid } from './CourseCardGrid';

const COURSES = [
  storyCourses.heights,
  storyCourses.leadership,
  storyCourses.excel,
  storyCourses.service,
  storyCourses.contracts,
  storyCourses.blueprints,
];

/**
 * The grid has no empty or loading look of its own: every list that uses it (the catalogue,
 * an interest's page, the profile's trainings) shows its message or skeleton instead of it.
 */
const meta = {
  title: 'Cards/CourseCardGrid',
  component: CourseCardGrid,
  parameters: { layout: 'padded' },
  args: {
    courses: COURSES,
    today: STORY_TODAY,
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
  decorators: [
    // As wide as the catalogue's column on a laptop: three cards of at least 15rem a row.
    (Story) => (
      <div className="w-[56rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid's own list: each card's flags are a list of their own, named. */
const gridOf = (canvas: StoryContext['canvas']) =>
  canvas.getAllByRole('list').find((list) => !list.hasAttribute('aria-label'))!;

/** A course's card, found by its title's heading. */
const cardOf = (canvas: StoryContext['canvas'], title: string) =>
  canvas.getByRole('heading', { level: 3, name: title }).closest('article')!;

/** The cards' rows, top to bottom, each the titles of its cards from left to right. */
function rowsOf(grid: HTMLElement): string[][] {
  const rows = new Map<number, string[]>();
  for (const item of within(grid)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === grid)) {
    const top = Math.round(item.getBoundingClientRect().top);
    const title = within(item).getByRole('heading', { level: 3 }).textContent!;
    rows.set(top, [...(rows.get(top) ?? []), title]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, titles]) => titles);
}

/** The catalogue's grid: one card a course, in order, as many ~15rem columns as fit. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const grid = gridOf(canvas);
    await expect(rowsOf(grid)).toEqual([
      [
        'NR-35: Trabalho em Altura na Prática',
        'Liderança de Equipes em Canteiros de Obra',
        'Excel Intermediário: Tabelas Dinâmicas e PROCV',
      ],
      [
        'Atendimento ao Cliente com Excelência',
        'Gestão de Contratos e Fornecedores',
        'Leitura e Interpretação de Projetos',
      ],
    ]);
    // Each card opens its course; the blocked one does not.
    for (const course of COURSES.filter((each) => !each.isBlocked))
      await expect(canvas.getByRole('link', { name: course.title })).toHaveAttribute(
        'href',
        `/student/course/${course.id}`,
      );
    await expect(
      canvas.getByRole('link', { name: 'Gestão de Contratos e Fornecedores' }),
    ).toHaveAccessibleDescription('Bloqueado');
    // Today reaches every card: only the course inside its release window is new.
    await expect(canvas.getAllByText('Novo')).toHaveLength(1);
    await expect(
      within(cardOf(canvas, 'NR-35: Trabalho em Altura na Prática')).getByText('Novo'),
    ).toBeVisible();
  },
};

/** The buttons on a card call back with that card's course. */
export const IntroVideoAndComments: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Apresentação de Atendimento ao Cliente com Excelência' }),
    );
    await expect(args.onIntroVideoClick).toHaveBeenCalledOnce();
    await expect(args.onIntroVideoClick).toHaveBeenCalledWith(storyCourses.service);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Comentários de Liderança de Equipes em Canteiros de Obra',
      }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledOnce();
    await expect(args.onCommentsClick).toHaveBeenCalledWith(storyCourses.leadership);
  },
};

/** A list with no intro-video modal nor comments: no buttons, the comments only a flag. */
export const WithoutCallbacks: Story = {
  args: { onIntroVideoClick: undefined, onCommentsClick: undefined },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    const leadership = cardOf(canvas, 'Liderança de Equipes em Canteiros de Obra');
    await expect(
      within(within(leadership).getByRole('list', { name: 'Destaques do curso' })).getByText(
        'Com comentários',
      ),
    ).toBeVisible();
  },
};

/** A list that sets its own columns (an interest's page: a fixed count per breakpoint). */
export const OwnColumns: Story = {
  args: { className: 'grid grid-cols-2 gap-4', courses: COURSES.slice(0, 4) },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(rowsOf(gridOf(canvas))).toEqual([
      ['NR-35: Trabalho em Altura na Prática', 'Liderança de Equipes em Canteiros de Obra'],
      ['Excel Intermediário: Tabelas Dinâmicas e PROCV', 'Atendimento ao Cliente com Excelência'],
    ]);
  },
};
