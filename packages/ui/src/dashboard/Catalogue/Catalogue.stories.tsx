import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { waitForImages } from '../../storybook/helpers';
import { storySchools, storyTracks } from '../../storybook/fixtures/catalogue';
import { Catalogue } from './Catalogue';

const meta = {
  title: 'Dashboard/Catalogue',
  component: Catalogue,
  parameters: { layout: 'padded' },
  args: {
    schools: storySchools,
    selectedSchoolIds: [],
    tracks: storyTracks,
    selectedTrackIds: [],
    courses: Object.values(storyCourses),
    page: 1,
    totalPages: 5,
    today: STORY_TODAY,
    state: { status: 'ready' },
    onToggleSchool: fn(),
    onClearSchools: fn(),
    onTracksChange: fn(),
    onPageChange: fn(),
    onIntroVideoClick: fn(),
    onCommentsClick: fn(),
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Catálogo de treinamentos';

/** spec 1 §2 item 12: filters, a page of course cards and the pagination. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const section = canvas.getByRole('region', { name: TITLE });
    await expect(canvas.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Escolas' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Pesquisar trilha' })).toBeVisible();

    const cards = within(section).getAllByRole('article');
    await expect(cards).toHaveLength(10);
    await expect(
      canvas.getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');

    await userEvent.click(canvas.getByRole('button', { name: 'Operações' }));
    await expect(args.onToggleSchool).toHaveBeenCalledWith(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Comentários de NR-35: Trabalho em Altura na Prática' }),
    );
    await expect(args.onCommentsClick).toHaveBeenCalledWith(storyCourses.heights);

    const pagination = canvas.getByRole('navigation', { name: 'Páginas do catálogo' });
    await expect(within(pagination).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(pagination).getByRole('button', { name: 'Página anterior' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pagination).getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Two schools and a track chosen (from the query), on page 2. */
export const Filtered: Story = {
  tags: ['templates'],
  args: {
    selectedSchoolIds: [2, 4],
    selectedTrackIds: [6],
    courses: [storyCourses.heights, storyCourses.electrical, storyCourses.machines],
    page: 2,
    totalPages: 2,
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Operações' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chosen = canvas.getByRole('list', { name: 'Trilhas selecionadas' });
    await expect(within(chosen).getByText('Segurança em Primeiro Lugar')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtro de escolas' }));
    await expect(args.onClearSchools).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remover Segurança em Primeiro Lugar' }),
    );
    await expect(args.onTracksChange).toHaveBeenCalledWith([]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A page loads: skeleton cards; the filters and the pagination stay. */
export const Loading: Story = {
  args: { state: { status: 'loading' }, courses: [], page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os treinamentos…');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Escolas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The page failed: the catalogue says so and offers 'Tentar novamente'; filters still work. */
export const Error: Story = {
  args: {
    state: {
      status: 'error',
      errorMessage: 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
      onRetry: fn(),
    },
    courses: [],
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ocorreu um erro ao carregar as informações.');
    await expect(alert).toHaveTextContent(
      'O servidor não conseguiu concluir a operação. Tente novamente em instantes.',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mercado' }));
    await expect(args.onToggleSchool).toHaveBeenCalledWith(5);
  },
};

/** spec 1 §8: a filter without courses says 'Não há nada por aqui.'. */
export const Empty: Story = {
  args: { selectedSchoolIds: [5], tracks: [], courses: [], totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // spec 1 §2: no tracks, no 'Pesquisar trilha'.
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** spec 1 §2: up to 500 px the schools are a select box; the pagination has 5 entries. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { selectedSchoolIds: [2], courses: [storyCourses.heights, storyCourses.leadership] },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Escolas/ })).toHaveTextContent('Operações');
    await expect(canvas.queryByRole('button', { name: 'Operações' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const pagination = canvas.getByRole('navigation', { name: 'Páginas do catálogo' });
    await expect(
      within(pagination)
        .getAllByRole('button')
        .filter((button) => /^\d+$/.test(button.textContent ?? '')),
    ).toHaveLength(5);
  },
};
