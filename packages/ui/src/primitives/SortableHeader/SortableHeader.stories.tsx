import { toggleSortInQuery, type ListQuery } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SortableHeader, type SortableHeaderProps } from './SortableHeader';

const COLUMNS = [
  { column: 'title', label: 'Treinamento' },
  { column: 'type', label: 'Tipo' },
] as const;

/** A favourites-like table whose query holds the sort, as the URL does on a list screen. */
function SortableTable({ orderBy, order, onSort }: Omit<SortableHeaderProps, 'label' | 'column'>) {
  const [query, setQuery] = useState<ListQuery>({
    ...(orderBy ? { orderBy } : {}),
    ...(order ? { order } : {}),
  });
  return (
    <table className="w-96 border-collapse rounded-card bg-surface text-sm text-ink">
      <thead className="border-b border-line">
        <tr>
          {COLUMNS.map(({ column, label }) => (
            <SortableHeader
              key={column}
              label={label}
              column={column}
              orderBy={query.orderBy}
              order={query.order}
              onSort={(chosen) => {
                setQuery((current) => toggleSortInQuery(current, chosen));
                onSort(chosen);
              }}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className="px-3 py-2">Segurança do Trabalho em Canteiros de Obra</td>
          <td className="px-3 py-2">Curso</td>
        </tr>
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Primitives/SortableHeader',
  component: SortableTable,
  args: { onSort: fn() },
} satisfies Meta<typeof SortableTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (
  canvas: { getByRole: (role: 'columnheader', options: object) => HTMLElement },
  name: string,
) => canvas.getByRole('columnheader', { name });

/** spec 2 §4: no column sorts the list yet; each offers both ways. */
export const Unsorted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(header(canvas, 'Treinamento')).toHaveAttribute('aria-sort', 'none');
    await expect(header(canvas, 'Tipo')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Tipo' }));
    await expect(args.onSort).toHaveBeenCalledWith('type');
  },
};

export const Ascending: Story = {
  args: { orderBy: 'title', order: 'Asc' },
  play: async ({ canvas }) => {
    await expect(header(canvas, 'Treinamento')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvas, 'Tipo')).toHaveAttribute('aria-sort', 'none');
  },
};

export const Descending: Story = {
  args: { orderBy: 'title', order: 'Desc' },
  play: async ({ canvas }) => {
    await expect(header(canvas, 'Treinamento')).toHaveAttribute('aria-sort', 'descending');
  },
};

/** spec 2 §4: a column cycles off → ascending → descending → off; another column starts ascending. */
export const Cycle: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const title = header(canvas, 'Treinamento');
    const titleButton = canvas.getByRole('button', { name: 'Treinamento' });
    await step('the same column: ascending, descending, then off', async () => {
      for (const expected of ['ascending', 'descending', 'none']) {
        await userEvent.click(titleButton);
        await expect(title).toHaveAttribute('aria-sort', expected);
      }
    });
    await step('by keyboard, and another column takes over ascending', async () => {
      titleButton.focus();
      await userEvent.keyboard('{Enter}');
      await expect(title).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await expect(header(canvas, 'Tipo')).toHaveAttribute('aria-sort', 'ascending');
      await expect(title).toHaveAttribute('aria-sort', 'none');
    });
  },
};
