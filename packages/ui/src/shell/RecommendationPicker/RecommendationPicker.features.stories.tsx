import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  carlos,
  fernanda,
  juliana,
  openPicker,
  recommendationPickerStoryMeta,
} from '../../storybook/recommendationPicker';
import { waitForPhotos } from '../../storybook/helpers';
import type { RecommendationPicker } from './RecommendationPicker';

/** The picker's features one at a time: choosing, the filter, the search, closing. */
const meta = {
  title: 'Shell/RecommendationPicker/Features',
  ...recommendationPickerStoryMeta,
} satisfies Meta<typeof RecommendationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Indicar para colegas' });
    await userEvent.click(trigger);
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    await userEvent.click(picker.getByRole('checkbox', { name: 'Juliana Martins Alves' }));
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([carlos.id, juliana.id]);
    // Sent: the picker closes (the app shows 'Você indicou este treinamento com sucesso!').
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** spec 2 §7 `list/user/indication/training/{id}`: who already has it, told and choosable again. */
export const AlreadyRecommended: Story = {
  args: { alreadyRecommended: new Set([carlos.id]) },
  play: async ({ userEvent }) => {
    const { picker } = await openPicker();
    const already = picker.getByRole('checkbox', { name: carlos.name });
    await expect(already).toHaveAccessibleDescription(expect.stringMatching(/^Já indicado · /));
    await expect(already).not.toBeChecked();
    await expect(
      picker.getByRole('checkbox', { name: juliana.name }),
    ).not.toHaveAccessibleDescription(expect.stringContaining('Já indicado'));
    // Chosen again like anyone else: a second recommendation is the learner's call.
    await userEvent.click(already);
    await expect(already).toBeChecked();
    await expect(picker.getByText('1 colega selecionado')).toBeVisible();
  },
};

export const SelectedFilter: Story = {
  play: async ({ userEvent, step, args }) => {
    const { picker } = await openPicker();

    await step('A choice on another page is kept', async () => {
      await userEvent.click(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' }));
      await userEvent.click(picker.getByRole('button', { name: '2' }));
      await expect(args.onPageChange).toHaveBeenCalledWith(2);
      await userEvent.click(await picker.findByRole('checkbox', { name: 'Gustavo Freitas' }));
      await userEvent.click(picker.getByRole('button', { name: '1' }));
      await expect(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' })).toBeChecked();
    });

    await step('Selecionados lists only the chosen: no search and no pages', async () => {
      await userEvent.click(picker.getByRole('radio', { name: 'Selecionados (2)' }));
      await expect(picker.getAllByRole('checkbox')).toHaveLength(2);
      await expect(picker.getByRole('checkbox', { name: 'Fernanda Rocha (Fê)' })).toBeChecked();
      await expect(picker.getByRole('checkbox', { name: 'Gustavo Freitas' })).toBeChecked();
      await expect(picker.queryByRole('searchbox')).toBeNull();
      await expect(picker.queryByRole('navigation')).toBeNull();
    });

    await step('Unticking there removes the person from the choice', async () => {
      await userEvent.click(picker.getByRole('checkbox', { name: 'Gustavo Freitas' }));
      await expect(picker.queryByRole('checkbox', { name: 'Gustavo Freitas' })).toBeNull();
      await expect(picker.getByRole('radio', { name: 'Selecionados (1)' })).toBeChecked();
      await expect(picker.getByText('1 colega selecionado')).toBeVisible();
    });
    await waitForPhotos(document.body);
  },
};

export const SelectedFilterEmpty: Story = {
  play: async ({ userEvent }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('radio', { name: 'Selecionados (0)' }));
    await expect(picker.getByText('Você ainda não selecionou nenhum colega.')).toBeVisible();
    await expect(picker.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Search: Story = {
  play: async ({ userEvent, args }) => {
    const { picker } = await openPicker();
    const search = picker.getByRole('searchbox', { name: 'Buscar colega' });
    await userEvent.type(search, 'mari');
    // spec 1 §9: the search waits 500 ms after the last key.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('mari'), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(picker.getAllByRole('checkbox')).toHaveLength(1));
    await expect(picker.getByRole('checkbox', { name: 'Mariana Costa' })).toBeVisible();
    await waitForPhotos(document.body);
  },
};

export const SingleSelect: Story = {
  args: { allowMultiple: false },
  play: async ({ userEvent, args }) => {
    const { dialog, picker } = await openPicker();
    await expect(dialog).toHaveAccessibleDescription(
      'Escolha o colega que vai receber a indicação de “Liderança Situacional na Prática”.',
    );
    await expect(picker.queryAllByRole('checkbox')).toHaveLength(0);
    const group = picker.getByRole('group', { name: 'Colega para indicar' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(12);
    await userEvent.click(within(group).getByRole('radio', { name: 'Carlos Eduardo Lima' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'Fernanda Rocha (Fê)' }));
    // At most one.
    await expect(
      within(group).getByRole('radio', { name: 'Carlos Eduardo Lima' }),
    ).not.toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Fernanda Rocha (Fê)' })).toBeChecked();
    await expect(picker.getByRole('radio', { name: 'Selecionados (1)' })).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([fernanda.id]);
  },
};

export const SingleSelectChosen: Story = {
  args: { allowMultiple: false },
  play: async ({ userEvent }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('radio', { name: 'Juliana Martins Alves' }));
    await expect(picker.getByRole('radio', { name: 'Juliana Martins Alves' })).toBeChecked();
    await expect(picker.getByText('1 colega selecionado')).toBeVisible();
  },
};

export const NobodyChosen: Story = {
  play: async ({ userEvent, args }) => {
    const { picker } = await openPicker();
    await userEvent.click(picker.getByRole('button', { name: 'Indicar' }));
    await expect(picker.getByRole('alert')).toHaveTextContent(
      'Selecione pelo menos um colega para indicar.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Choosing someone takes the message away.
    await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
    await expect(picker.queryByRole('alert')).toBeNull();
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, step, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Indicar para colegas' });

    await step('Escape closes without sending, focus back on the trigger', async () => {
      await userEvent.click(trigger);
      const { picker } = await openPicker();
      await userEvent.click(picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    await step('Opening again starts with nobody chosen', async () => {
      await userEvent.click(trigger);
      const reopened = await openPicker();
      await expect(
        reopened.picker.getByRole('checkbox', { name: 'Carlos Eduardo Lima' }),
      ).not.toBeChecked();
    });
  },
};
