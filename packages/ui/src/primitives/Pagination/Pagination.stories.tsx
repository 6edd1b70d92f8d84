import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** The pagination as a list screen holds it: the page lives in the screen's state (or query). */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { page: 1, pages: 10, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries as a screen reader lists them: page numbers, the ellipses left out. */
const pageNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() || button.getAttribute('aria-label'));

export const Default: Story = {
  // The current page takes the template's brand colour.
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    const previous = canvas.getByRole('button', { name: 'Página anterior' });
    const next = canvas.getByRole('button', { name: 'Próxima página' });
    // spec 1 §2: previous is disabled on the first page (aria-disabled: it keeps focus).
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageNames(nav)).toEqual([
      'Página anterior',
      '1',
      '2',
      '3',
      '4',
      '5',
      '10',
      'Próxima página',
    ]);
    const ellipsis = nav.querySelector('[data-slot="pagination-ellipsis"]');
    await expect(ellipsis).toHaveTextContent('…');
    await expect(ellipsis).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
    await expect(previous).not.toHaveAttribute('aria-disabled');
  },
};

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(nav.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(2);
    await expect(pageNames(nav).slice(1, -1)).toEqual(['1', '4', '5', '6', '10']);
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(pageNames(nav).slice(1, -1)).toEqual(['1', '6', '7', '8', '9', '10']);
    // spec 1 §2: next is disabled on the last page.
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

export const FewPages: Story = {
  args: { page: 2, pages: 4 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(pageNames(nav).slice(1, -1)).toEqual(['1', '2', '3', '4']);
    await expect(nav.querySelector('[data-slot="pagination-ellipsis"]')).toBeNull();
  },
};

export const Narrow: Story = {
  args: { page: 5, narrow: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    // spec 1 §2: under 400 px, 5 entries — first, last and the current page's neighbours.
    await expect(pageNames(nav).slice(1, -1)).toEqual(['1', '4', '5', '6', '10']);
    await expect(nav.querySelector('[data-slot="pagination-ellipsis"]')).toBeNull();
  },
};

export const CurrentPageClickDoesNothing: Story = {
  args: { page: 3, pages: 6 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { page: 1, pages: 3 },
  play: async ({ canvas, userEvent, step, args }) => {
    await step('Tab to page 2', async () => {
      // 'Página anterior', aria-disabled on the first page, is still a stop (lib/focusableDisabled).
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Página anterior' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '1' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: '2' })).toHaveFocus();
    });
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePage: Story = {
  args: { pages: 1 },
  play: async ({ canvas }) => {
    // Nothing to choose from: no pagination at all.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
