import { NO_SHOP_FILTER, type ShopFilterChoice } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyShopFilterOptions } from '../../storybook/fixtures/shop';
import { ShopFilters, type ShopFiltersProps } from './ShopFilters';

/** The panel as the shop route holds it: each change comes back as the new value (the URL). */
function ShopFiltersInUrl(props: ShopFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ShopFilters
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/ShopFilters',
  component: ShopFilters,
  parameters: { layout: 'padded' },
  args: {
    value: NO_SHOP_FILTER,
    onChange: fn(),
    options: storyShopFilterOptions,
    state: { status: 'ready' },
  },
  render: (args) => (
    <div className="w-72">
      <ShopFiltersInUrl {...args} />
    </div>
  ),
} satisfies Meta<typeof ShopFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastChange = (onChange: unknown): ShopFilterChoice =>
  (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as ShopFilterChoice;

/** Each filter in turn — shops, price, categories, the search, the favourites. */
export const EachFilter: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();

    await step('A shop and a second category, repeated', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Espaço do Conhecimento (10)' }));
      await expect(lastChange(args.onChange).shops).toEqual([2]);
      const categories = within(canvas.getByRole('group', { name: 'Categorias' }));
      await userEvent.click(categories.getByRole('checkbox', { name: 'Livros' }));
      await userEvent.click(categories.getByRole('checkbox', { name: 'Brindes' }));
      await expect(lastChange(args.onChange).categories).toEqual([3, 1]);
    });

    await step('A price interval; an empty end takes the shop’s', async () => {
      const price = within(canvas.getByRole('group', { name: 'Preço em decoins' }));
      await expect(price.getByRole('textbox', { name: 'Máximo' })).toHaveAttribute(
        'placeholder',
        '2500',
      );
      await userEvent.type(price.getByRole('textbox', { name: 'Mínimo' }), '300');
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar preço' }));
      await expect(lastChange(args.onChange).interval).toEqual({ min: 300, max: 2500 });
    });

    await step('The search, 500 ms after the last key', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar produtos' }), 'livro');
      await waitFor(() => expect(lastChange(args.onChange).search).toBe('livro'));
      await expect(lastChange(args.onChange)).toMatchObject({ shops: [2], categories: [3, 1] });
    });

    await step('The favourites stand alone', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Somente favoritos' }));
      await expect(lastChange(args.onChange)).toEqual({ ...NO_SHOP_FILTER, favorites: true });
      await expect(canvas.getByRole('checkbox', { name: 'Livros' })).not.toBeChecked();
      await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
    });
  },
};

/** Filters in the URL show as chosen; 'Limpar filtros' takes every one away. */
export const Clear: Story = {
  args: {
    value: {
      categories: [5],
      shops: [3],
      interval: { min: 1000, max: 2500 },
      search: 'fone',
      favorites: false,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Tecnologia & Cia (9)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Tecnologia' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Mínimo' })).toHaveValue('1000');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('fone');

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onChange).toHaveBeenCalledWith(NO_SHOP_FILTER);
    await expect(canvas.getByRole('checkbox', { name: 'Tecnologia' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Mínimo' })).toHaveValue('');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

/** The options failed to load: the search and the favourites still work. */
export const OptionsError: Story = {
  args: {
    state: { status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
    options: null,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os filtros.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar produtos' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Somente favoritos' })).toBeEnabled();
  },
};

/**
 * On a phone the panel waits behind 'Filtros' with the count of filters on: the
 * products come first; the button opens and closes it, and a change keeps it open.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    value: { ...NO_SHOP_FILTER, categories: [5], search: 'fone' },
  },
  render: (args) => <ShopFiltersInUrl {...args} />,
  play: async ({ canvas, userEvent, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Filtros, 2 ativos' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary', { name: 'Filtros' })).toBeNull();

    await step('Opened, a category more: the panel stays and the count follows', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = canvas.getByRole('complementary', { name: 'Filtros' });
      await expect(panel).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-controls', panel.id);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Livros' }));
      await expect(canvas.getByRole('button', { name: 'Filtros, 3 ativos' })).toBe(toggle);
      await expect(panel).toBeVisible();
    });

    await step('Closed again from the keyboard', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('complementary', { name: 'Filtros' })).toBeNull();
    });
    // Left open for the visual baseline.
    await userEvent.click(toggle);
  },
};
