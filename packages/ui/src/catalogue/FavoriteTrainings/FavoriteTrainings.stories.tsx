import {
  searchToQuery,
  toggleSortInQuery,
  type FavoriteType,
  type ListQuery,
} from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyFavorites } from '../../storybook/fixtures/catalogueLists';
import { trainingCount } from '../../storybook/catalogue';
import { waitForImages } from '../../storybook/helpers';
import type { FavoriteTraining } from './FavoriteTrainingRow';
import { FavoriteTrainings, type FavoriteTrainingsProps } from './FavoriteTrainings';

type Props = FavoriteTrainingsProps<FavoriteTraining>;

const SORT_KEYS: Record<string, (training: FavoriteTraining) => string | number> = {
  title: (training) => training.title,
  duration: (training) => training.duration ?? 0,
  rating: (training) => training.rating ?? 0,
};

/** The list as the app and the server drive it: the query sorts, searches and filters the page. */
function FavoritesAsTheAppShowsThem(props: Props) {
  const [query, setQuery] = useState<ListQuery>({
    orderBy: props.orderBy ?? undefined,
    order: props.order ?? undefined,
    search: props.search || undefined,
    type: props.type ?? undefined,
  });
  const [removed, setRemoved] = useState<readonly (number | string)[]>([]);
  const key = query.orderBy ? SORT_KEYS[query.orderBy] : undefined;
  const shown = props.trainings
    .filter((training) => !removed.includes(training.id))
    .filter((training) => !query.search || training.title.includes(query.search))
    .filter((training) => !query.type || Boolean(training.isPill) === (query.type === 'pill'))
    .sort((a, b) => {
      if (!key) return 0;
      const [left, right] = [key(a), key(b)];
      const order =
        typeof left === 'string'
          ? left.localeCompare(String(right), 'pt-BR')
          : left - Number(right);
      return query.order === 'Desc' ? -order : order;
    });
  return (
    <FavoriteTrainings
      {...props}
      trainings={shown}
      total={props.status === 'ready' ? shown.length : props.total}
      search={query.search ?? ''}
      onSearch={(term) => {
        setQuery((current) => searchToQuery(current, term));
        props.onSearch(term);
      }}
      orderBy={query.orderBy}
      order={query.order}
      onSort={(column) => {
        setQuery((current) => toggleSortInQuery(current, column));
        props.onSort(column);
      }}
      type={query.type as FavoriteType | undefined}
      onTypeChange={(type) => {
        setQuery((current) => ({ ...current, type: type ?? undefined }));
        props.onTypeChange(type);
      }}
      onRemove={(training) => {
        setRemoved((ids) => [...ids, training.id]);
        props.onRemove(training);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/FavoriteTrainings',
  component: FavoriteTrainings,
  parameters: { layout: 'fullscreen' },
  // The list lives in the signed-in shell, which owns <main>.
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <FavoritesAsTheAppShowsThem {...args} />
    </main>
  ),
  args: {
    trainings: storyFavorites,
    total: storyFavorites.length,
    page: 1,
    pages: 1,
    search: '',
    status: 'ready',
    onPageChange: fn(),
    onSearch: fn(),
    onSort: fn(),
    onTypeChange: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FavoriteTrainings>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const header = (canvas: Canvas, name: string) => canvas.getByRole('columnheader', { name });
const rowTitles = (canvas: Canvas) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent?.replace('Bloqueado', ''));

/** Every favourite, newest first: each opens its course, but the blocked one. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Treinamentos favoritos' }),
    ).toBeVisible();
    await expect(trainingCount(canvasElement)).toHaveTextContent(/^5 treinamentos$/);
    await expect(rowTitles(canvas)).toEqual(storyFavorites.map((training) => training.title));
    await expect(
      canvas.getByRole('link', { name: 'NR-35: Trabalho em Altura na Prática' }),
    ).toHaveAttribute('href', '/student/course/101');
    await expect(
      canvas.queryByRole('link', { name: 'Gestão de Contratos e Fornecedores' }),
    ).toBeNull();
    const blocked = canvas.getByRole('row', { name: /Gestão de Contratos e Fornecedores/ });
    await expect(within(blocked).getByText('Bloqueado')).toBeVisible();
    for (const name of ['Treinamento', 'Duração', 'Avaliação']) {
      await expect(header(canvas, name)).toHaveAttribute('aria-sort', 'none');
    }
    await expect(canvas.getByRole('searchbox', { name: 'Buscar nos favoritos' })).toHaveAttribute(
      'maxlength',
      '100',
    );
  },
};

/** spec 2 §4: sorted by title, A to Z. */
export const SortedAscending: Story = {
  args: { orderBy: 'title', order: 'Asc' },
  play: async ({ canvas }) => {
    await expect(header(canvas, 'Treinamento')).toHaveAttribute('aria-sort', 'ascending');
    const titles = storyFavorites.map((training) => training.title);
    await expect(rowTitles(canvas)).toEqual(titles.sort((a, b) => a.localeCompare(b, 'pt-BR')));
  },
};

/** spec 2 §4: sorted by rating, best first. */
export const SortedDescending: Story = {
  args: { orderBy: 'rating', order: 'Desc' },
  play: async ({ canvas }) => {
    await expect(header(canvas, 'Avaliação')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(canvas, 'Treinamento')).toHaveAttribute('aria-sort', 'none');
    const ratings = [...storyFavorites].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
    await expect(rowTitles(canvas)).toEqual(ratings.map((training) => training.title));
  },
};

/** spec 2 §4: a header cycles off → ascending → descending → off. */
export const SortCycle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Duração' });
    for (const sort of ['ascending', 'descending', 'none']) {
      await userEvent.click(button);
      await expect(header(canvas, 'Duração')).toHaveAttribute('aria-sort', sort);
    }
    await expect(args.onSort).toHaveBeenCalledTimes(3);
    await expect(args.onSort).toHaveBeenLastCalledWith('duration');
  },
};

/** spec 2 §2: the search runs 500 ms after the last key; the list shows what matches. */
export const Searched: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar nos favoritos' }), 'PROCV');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('PROCV'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(rowTitles(canvas)).toEqual(['Excel Intermediário: Tabelas Dinâmicas e PROCV']),
    );
    await expect(trainingCount(canvasElement)).toHaveTextContent(/^1 treinamento$/);
  },
};

/** Only the pills: the filter names the contract's kinds. */
export const FilteredByType: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Tipo' });
    await expect(select).toHaveDisplayValue('Todos');
    await userEvent.selectOptions(select, 'Pílulas');
    await expect(args.onTypeChange).toHaveBeenCalledWith('pill');
    await expect(rowTitles(canvas)).toEqual(['Atendimento ao Cliente com Excelência']);
    await userEvent.selectOptions(select, 'Todos');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(null);
  },
};

/** The heart removes the favourite: the row leaves and the removal is announced. */
export const FavoriteRemoved: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const title = 'Excel Intermediário: Tabelas Dinâmicas e PROCV';
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${title} dos favoritos` }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 103 }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: new RegExp(title) })).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent(`${title} saiu dos seus favoritos.`);
    await expect(trainingCount(canvasElement)).toHaveTextContent(/^4 treinamentos$/);
  },
};

export const Loading: Story = {
  args: { trainings: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Treinamentos favoritos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** spec 2 §8: an empty table says 'Não há nada por aqui.'. */
export const Empty: Story = {
  args: { trainings: [], total: 0, pages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Não há nada por aqui.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { trainings: [], status: 'error', errorMessage: 'Erro de conexão.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** spec 2 §9: 30 a page; another page is the app's to load. */
export const Paged: Story = {
  args: { total: 95, pages: 4, page: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Treinamentos favoritos: páginas' });
    await expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** spec 2 §2: on 700 px or less the count shortens. */
export const NarrowScreen: Story = {
  args: { total: 12_480, pages: 416 },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <FavoriteTrainings {...args} />
    </main>
  ),
  play: async ({ canvas }) => {
    const count = canvas.getByText(/treinamentos$/);
    await expect(within(count).getByText('12,4k')).toBeVisible();
    // Screen readers hear the whole number.
    await expect(count).toHaveTextContent('12.480 treinamentos');
    await expect(canvas.getByRole('columnheader', { name: 'Avaliação' })).toBeVisible();
  },
};
