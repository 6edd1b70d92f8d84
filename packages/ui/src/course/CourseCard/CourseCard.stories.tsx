import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { CourseCard } from './CourseCard';

const meta = {
  title: 'Course/CourseCard',
  component: CourseCard,
  parameters: { layout: 'padded' },
  args: {
    course: storyCourses.machines,
    today: STORY_TODAY,
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
  decorators: [
    // A card as wide as one slide of a dashboard carousel on a laptop.
    (Story, { parameters }) => (
      <div className={(parameters.frame as string | undefined) ?? 'w-72'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const flagsOf = (canvas: StoryContext['canvas']) => {
  const list = canvas.queryByRole('list', { name: 'Destaques do curso' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const title = 'Prevenção de Acidentes com Máquinas e Equipamentos (NR-12)';
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    // spec 1 §2: a click opens route course — a real link over the whole card.
    const link = canvas.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', '/student/course/109');
    const card = canvasElement.querySelector('[data-slot="course-card"]')!;
    const cover = card.querySelector('img')!;
    await expect(cover).toHaveAttribute('alt', '');
    await expect(within(card as HTMLElement).getByText('4,3')).toBeVisible();
    await expect(within(card as HTMLElement).getByText('02:00:00')).toBeVisible();
    await expect(flagsOf(canvas)).toEqual(['Com certificado', 'Rende decoins']);
    await expect(canvas.queryByText('Novo')).toBeNull();
    await expect(canvas.queryByText('Concluído')).toBeNull();
    await expect(canvas.queryByText('Em andamento')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(args.onIntroVideoClick).not.toHaveBeenCalled();
  },
};

/** spec 1 §4: new while today lies within the release window; it also has intro video and comments. */
export const New: Story = {
  args: { course: storyCourses.heights },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Apresentação de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(args.onIntroVideoClick).toHaveBeenCalledWith(storyCourses.heights);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Comentários de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(storyCourses.heights);
    await expect(window.location.pathname).not.toContain('/student/course');
  },
};

/** The same course the day after its release window ends is not new any more. */
export const NoLongerNew: Story = {
  args: { course: storyCourses.heights, today: '2027-01-01' },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByText('Novo')).toBeNull();
  },
};

export const Finished: Story = {
  args: { course: storyCourses.excel },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Concluído')).toBeVisible();
    await expect(canvas.queryByText('Em andamento')).toBeNull();
    // spec 1 §2: one decimal only above 0.
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('48:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Excel Intermediário/ })).toHaveAttribute(
      'href',
      '/student/course/103',
    );
  },
};

export const InProgress: Story = {
  args: { course: storyCourses.leadership },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Em andamento')).toBeVisible();
    await expect(canvas.queryByText('Concluído')).toBeNull();
    await expect(canvas.queryByText('Novo')).toBeNull();
    await expect(canvas.getByText('4,5')).toBeVisible();
    await expect(canvas.getByText('01:02:00')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Comentários de Liderança de Equipes em Canteiros de Obra',
      }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledTimes(1);
  },
};

/** spec 1 §2: a blocked course cannot be opened, nor play its intro video or open its comments. */
export const Blocked: Story = {
  args: { course: storyCourses.contracts },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const title = canvas.getByRole('link', { name: 'Gestão de Contratos e Fornecedores' });
    await expect(title).toHaveAttribute('aria-disabled', 'true');
    await expect(title).not.toHaveAttribute('href');
    await expect(title).toHaveAccessibleDescription('Bloqueado');
    await expect(canvas.getByText('Bloqueado')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(flagsOf(canvas)).toEqual(['Com certificado', 'Rende decoins', 'Com comentários']);
    await expect(canvas.getByText('25h')).toBeVisible();
    const path = window.location.href;
    await userEvent.click(title);
    await expect(window.location.href).toBe(path);
    await expect(args.onIntroVideoClick).not.toHaveBeenCalled();
    await expect(args.onCommentsClick).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="course-card"]')).toHaveAttribute(
      'data-state',
      'blocked',
    );
  },
};

/** spec 1 §2: a locked card does nothing on click; it keeps its intro video and comments. */
export const Locked: Story = {
  args: { course: storyCourses.heights, locked: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const title = canvas.getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' });
    await expect(title).toHaveAttribute('aria-disabled', 'true');
    await expect(title).not.toHaveAttribute('href');
    await expect(title).toHaveAccessibleDescription('Indisponível');
    const path = window.location.href;
    await userEvent.click(title);
    await expect(window.location.href).toBe(path);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Apresentação de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(args.onIntroVideoClick).toHaveBeenCalledTimes(1);
  },
};

export const WithoutImage: Story = {
  args: { course: storyCourses.blueprints },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="card-cover-fallback"]')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Leitura e Interpretação de Projetos' }),
    ).toBeVisible();
    await expect(canvas.getByText('Em andamento')).toBeVisible();
  },
};

const allFlags = {
  ...storyCourses.heights,
  id: 120,
  title: 'Atendimento Seguro em Obras Ocupadas',
  hasNewContent: true,
  statusCourse: { finished: false, progress: true },
  courseProgress: 35,
};

export const AllFlags: Story = {
  args: { course: allFlags },
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    await expect(flagsOf(canvas)).toEqual(['Com certificado', 'Rende decoins', 'Conteúdo novo']);
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('Em andamento')).toBeVisible();
    await step('Tab goes through intro video, title, comments; Enter opens comments', async () => {
      await userEvent.tab();
      await expect(
        canvas.getByRole('button', {
          name: 'Apresentação de Atendimento Seguro em Obras Ocupadas',
        }),
      ).toHaveFocus();
      await userEvent.tab();
      await expect(
        canvas.getByRole('link', { name: 'Atendimento Seguro em Obras Ocupadas' }),
      ).toHaveFocus();
      await userEvent.tab();
      const comments = canvas.getByRole('button', {
        name: 'Comentários de Atendimento Seguro em Obras Ocupadas',
      });
      await expect(comments).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCommentsClick).toHaveBeenCalledWith(allFlags);
    });
  },
};

const longTitle =
  'Programa de Desenvolvimento de Lideranças Operacionais: Gestão de Pessoas, Segurança e Produtividade em Obras de Grande Porte';

export const LongTitle: Story = {
  args: { course: { ...storyCourses.costs, title: longTitle } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    // The title is cut to two lines on screen, but read in full.
    const heading = canvas.getByRole('heading', { level: 3, name: longTitle });
    await expect(heading).toHaveClass('line-clamp-2');
    await expect(heading.getBoundingClientRect().height).toBeLessThan(50);
    const card = canvasElement.querySelector('[data-slot="course-card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Templates: Story = {
  tags: ['templates'],
  parameters: { frame: 'w-[56rem]' },
  render: (args) => (
    <ul className="grid grid-cols-3 gap-4">
      {[allFlags, storyCourses.excel, storyCourses.contracts].map((course) => (
        <li key={course.id}>
          <CourseCard {...args} course={course} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('Novo')).toBeVisible();
    await expect(canvas.getByText('Concluído')).toBeVisible();
    await expect(canvas.getByText('Bloqueado')).toBeVisible();
  },
};
