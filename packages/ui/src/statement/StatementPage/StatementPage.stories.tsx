import { toggleSortInQuery, type ListQuery } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyStatement } from '../../storybook/fixtures/bag';
import { StatementPage, type StatementEntry, type StatementPageProps } from './StatementPage';
import type { StatementFilterValues } from './StatementFilters';

const SORT_KEYS: Record<string, (entry: StatementEntry) => string | number> = {
  createdAt: (entry) => entry.createdAt,
  description: (entry) => entry.description,
  type: (entry) => entry.type,
  value: (entry) => entry.value,
};

/** The page as the app drives it: the query sorts and filters the entries. */
function StatementAsTheAppShowsIt(props: StatementPageProps) {
  const [query, setQuery] = useState<ListQuery>({
    orderBy: props.orderBy ?? undefined,
    order: props.order ?? undefined,
  });
  const [filters, setFilters] = useState<StatementFilterValues>(props.filters);
  const key = query.orderBy ? SORT_KEYS[query.orderBy] : undefined;
  const entries = props.entries
    .filter((entry) => !filters.type || entry.type === filters.type)
    .filter((entry) => !filters.typeCode || entry.typeCode === filters.typeCode)
    .filter((entry) => !filters.firstDate || entry.createdAt.slice(0, 10) >= filters.firstDate)
    .filter((entry) => !filters.lastDate || entry.createdAt.slice(0, 10) <= filters.lastDate)
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
    <StatementPage
      {...props}
      entries={entries}
      orderBy={query.orderBy}
      order={query.order}
      onSort={(column) => {
        setQuery((current) => toggleSortInQuery(current, column));
        props.onSort(column);
      }}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Statement/StatementPage',
  component: StatementPage,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <StatementAsTheAppShowsIt {...args} />
    </main>
  ),
  args: {
    wallet: 1250,
    entries: storyStatement,
    page: 1,
    pages: 1,
    onPageChange: fn(),
    status: 'ready',
    onSort: fn(),
    filters: {},
    onFiltersChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof StatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const amounts = (canvas: Canvas) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.lastElementChild?.textContent);

/** The balance, then the entries with their signed amounts, newest first. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
    await expect(canvas.getByText('1.250 decoins')).toBeVisible();
    await expect(amounts(canvas)).toEqual(['+150', '−400', '+20']);
    await expect(canvas.getByRole('columnheader', { name: 'Valor' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

/** spec 2 §4: by amount, smallest first. */
export const SortedAscending: Story = {
  args: { orderBy: 'value', order: 'Asc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Valor' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(amounts(canvas)).toEqual(['+20', '+150', '−400']);
  },
};

/** spec 2 §4: by amount, largest first; one more press turns the sort off. */
export const SortedDescending: Story = {
  args: { orderBy: 'value', order: 'Desc' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(amounts(canvas)).toEqual(['−400', '+150', '+20']);
    await userEvent.click(canvas.getByRole('button', { name: 'Valor' }));
    await expect(canvas.getByRole('columnheader', { name: 'Valor' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(args.onSort).toHaveBeenCalledWith('value');
  },
};

/** Type and origin filters apply at once; a period ending before it starts is refused. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tipo' }), 'Crédito');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ type: 'CREDIT' });
    await expect(amounts(canvas)).toEqual(['+150', '+20']);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Origem' }),
      'Curso concluído',
    );
    await expect(amounts(canvas)).toEqual(['+150']);
    const first = canvas.getByLabelText('Data inicial');
    const last = canvas.getByLabelText('Data final');
    await userEvent.type(first, '2026-04-20');
    await userEvent.type(last, '2026-04-10');
    await expect(last).toHaveAccessibleDescription(
      'A data final não pode ser anterior à data inicial.',
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      type: 'CREDIT',
      typeCode: 'COURSE_FINISHED',
      firstDate: '2026-04-20',
    });
    await expect(amounts(canvas)).toEqual(['+150']);
  },
};

/** Nothing matches: 'Não há nada por aqui.'. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
  },
};

/** The statement failed to load: its error and 'Tentar novamente'; the filters stay. */
export const LoadError: Story = {
  args: {
    status: 'error',
    errorMessage: 'Ocorreu um erro inesperado.',
    onRetry: fn(),
    filters: { type: 'DEBIT' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(canvas.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Débito');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 'Exportar CSV' asks for every filtered page, and shows it is at work. */
export const ExportCsv: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** The export is under way. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Exportar CSV/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * On a phone each entry is a card — description and signed amount, date and type, origin — and
 * nothing needs sideways scrolling ('Tipo' and 'Valor' were cut at 375 px).
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Movimentações' });
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    for (const row of rows) {
      const cells = within(row);
      const amount = row.lastElementChild!;
      const description = cells.getByRole('rowheader');
      // The amount sits on the description's line, inside the screen.
      await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      );
      await expect(amount.getBoundingClientRect().top).toBeCloseTo(
        description.getBoundingClientRect().top,
        0,
      );
      await expect(row.textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    }
    await expect(amounts(canvas)).toEqual(['+150', '−400', '+20']);
    // The sort buttons stay, as a bar above the cards.
    await expect(canvas.getByRole('button', { name: 'Valor' })).toBeVisible();
  },
};
