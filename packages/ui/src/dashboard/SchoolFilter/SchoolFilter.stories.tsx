import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { storySchools } from '../../storybook/fixtures/catalogue';
import { SchoolFilter, type SchoolFilterProps } from './SchoolFilter';

/** The filter as the app drives it: toggling and clearing change the selected schools. */
function ControlledSchoolFilter(props: SchoolFilterProps) {
  const [selected, setSelected] = useState<readonly number[]>(props.selectedIds);
  return (
    <SchoolFilter
      {...props}
      selectedIds={selected}
      onToggle={(id) => {
        props.onToggle(id);
        setSelected((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
      }}
      onClear={() => {
        props.onClear();
        setSelected([]);
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/SchoolFilter',
  component: SchoolFilter,
  parameters: { layout: 'padded' },
  args: { schools: storySchools, selectedIds: [], onToggle: fn(), onClear: fn() },
  render: (args) => <ControlledSchoolFilter {...args} />,
} satisfies Meta<typeof SchoolFilter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const chip = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** spec 1 §4: a chip toggles its school; nothing is chosen, so there is nothing to clear. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Escolas' });
    await expect(within(group).getAllByRole('button')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Limpar filtro de escolas' })).toBeNull();

    const operations = chip(canvas, 'Operações');
    await expect(operations).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(operations);
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await expect(operations).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Enter}');
    await expect(args.onToggle).toHaveBeenLastCalledWith(5);
    await expect(chip(canvas, 'Mercado')).toHaveAttribute('aria-pressed', 'true');

    // A second click takes the school out again.
    await userEvent.click(operations);
    await expect(args.onToggle).toHaveBeenLastCalledWith(2);
    await expect(operations).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Two schools from the query; 'Limpar' clears them and hands focus to the first chip. */
export const Selected: Story = {
  tags: ['templates'],
  args: { selectedIds: [2, 4] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(chip(canvas, 'Operações')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(canvas, 'Gestão e liderança')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(canvas, 'Corporativa')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(chip(canvas, 'Limpar filtro de escolas'));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(chip(canvas, 'Operações')).toHaveAttribute('aria-pressed', 'false');
    await expect(chip(canvas, 'Corporativa')).toHaveFocus();
    // Back to the shot's state: the same two schools chosen.
    await userEvent.click(chip(canvas, 'Operações'));
    await userEvent.click(chip(canvas, 'Gestão e liderança'));
    await userEvent.click(canvasElement);
  },
};

/** spec 1 §2, §9: up to 500 px a select box, still choosing several schools. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { selectedIds: [2] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Operações' })).toBeNull();
    const box = canvas.getByRole('button', { name: /^Escolas/ });
    await expect(box).toHaveTextContent('Operações');
    await expect(box).toHaveAttribute('aria-haspopup', 'listbox');

    await userEvent.click(box);
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Operações' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Ferramentas' }));
    await expect(args.onToggle).toHaveBeenCalledWith(6);
    await expect(within(list).getByRole('option', { name: 'Ferramentas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Operações' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveFocus();
    await expect(box).toHaveTextContent('Ferramentas');

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtro de escolas' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(box).toHaveTextContent('Todas as escolas');
    await expect(box).toHaveFocus();
  },
};

/** The select box with its options open, two schools chosen. */
export const NarrowOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { selectedIds: [2, 6] },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('button', { name: /^Escolas/ });
    await expect(box).toHaveTextContent('Operações, Ferramentas');
    await userEvent.click(box);
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(6);
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
  },
};

/** No schools loaded: nothing to filter by, nothing rendered. */
export const NoSchools: Story = {
  args: { schools: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
