import type { TrackOption } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { storyTracks } from '../../storybook/fixtures/catalogue';
import { TrackMultiSelect, type TrackMultiSelectProps } from './TrackMultiSelect';

/** The multi-select as the app drives it: every change becomes the new selection. */
function ControlledTrackMultiSelect(props: TrackMultiSelectProps<TrackOption>) {
  const [selected, setSelected] = useState<readonly number[]>(props.selectedIds);
  return (
    <div className="max-w-md">
      <TrackMultiSelect
        {...props}
        selectedIds={selected}
        onChange={(ids) => {
          props.onChange(ids);
          setSelected(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/TrackMultiSelect',
  component: TrackMultiSelect,
  // Room below the field for the open list in the screenshot.
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="min-h-96">{Story()}</div>],
  args: { tracks: storyTracks, selectedIds: [], onChange: fn() },
  render: (args) => <ControlledTrackMultiSelect {...args} />,
} satisfies Meta<typeof TrackMultiSelect<TrackOption>>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Pesquisar trilha';

/** spec 1 §2: typing narrows the tracks; choosing several sets them all. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('combobox', { name: LABEL });
    await userEvent.click(search);
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(list).getAllByRole('option')).toHaveLength(10);

    // Case and accents ignored: 'gestao' finds both 'Gestão' tracks.
    await userEvent.type(search, 'gestao');
    await expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gestão de Projetos', 'Gestão de Equipes']);
    await userEvent.click(screen.getByRole('option', { name: 'Gestão de Equipes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([19]);
    await expect(search).toHaveValue('');

    await userEvent.type(search, 'seguranca');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([19, 6]);

    const chosen = canvas.getByRole('list', { name: 'Trilhas selecionadas' });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Segurança em Primeiro LugarRemover Segurança em Primeiro Lugar',
      'Gestão de EquipesRemover Gestão de Equipes',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Tracks from the query, shown as chips that take a track out. */
export const Selected: Story = {
  tags: ['templates'],
  args: { selectedIds: [6, 16, 8] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const search = canvas.getByRole('combobox', { name: LABEL });
    const chosen = canvas.getByRole('list', { name: 'Trilhas selecionadas' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Formação de Líderes' }));
    await expect(args.onChange).toHaveBeenCalledWith([6, 8]);
    // Focus is back in the search, which opens the list (and makes the rest of the page inert).
    await expect(search).toHaveFocus();
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Leitura de Projetos' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(
      within(list).getByRole('option', { name: 'Segurança em Primeiro Lugar' }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvasElement);
  },
};

/** spec 1 §8: a search that matches no track says 'Não encontrado.'. */
export const NotFound: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('combobox', { name: LABEL });
    await userEvent.type(search, 'marketing digital');
    await expect(canvas.getByRole('status')).toHaveTextContent('Não encontrado.');
    await expect(screen.queryByRole('option')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** No tracks for the chosen schools: the multi-select is not shown (spec 1 §2). */
export const NoTracks: Story = {
  args: { tracks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
