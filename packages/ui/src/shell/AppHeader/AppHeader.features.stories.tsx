import { headerSearchQuery, LIMITS } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { appHeaderStoryMeta, FULL_MENU, linkNames, navigationOf } from '../../storybook/appHeader';
import { templateOf } from '../../storybook/helpers';
import { storyAdmin } from '../../storybook/fixtures/learners';
import { Button } from '../../primitives/Button';
import { AppHeader, type AppHeaderProps } from './AppHeader';

/** The header's search and its phone layout, one feature at a time. */
const meta = {
  title: 'Shell/AppHeader/Features',
  ...appHeaderStoryMeta,
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A search that never comes shows only once its wait has run out: the calls stay at `calls` until
 * the debounce, counted from `since` (the last key), has passed with room to spare.
 */
async function expectNoSearchUntilDebounceEnds(onSearch: unknown, calls: number, since: number) {
  await waitFor(
    () => {
      expect(onSearch).toHaveBeenCalledTimes(calls);
      expect(performance.now() - since).toBeGreaterThan(LIMITS.debounceMs.search + 200);
    },
    { timeout: LIMITS.debounceMs.search + 2000 },
  );
}

export const Searching: Story = {
  play: async ({ canvas, userEvent, step, args }) => {
    const { onSearch } = args.search;
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' });
    await expect(box).toHaveAttribute('placeholder', 'Pesquisar treinamentos');
    await expect(canvas.getByRole('search', { name: 'Pesquisar treinamentos' })).toContainElement(
      box,
    );

    await step(
      'Typing waits 500 ms after the last key, then searches once (spec 1 §2, §9)',
      async () => {
        await userEvent.type(box, 'segurança');
        const typedAt = performance.now();
        await expect(onSearch).not.toHaveBeenCalled();
        await waitFor(() => expect(onSearch).toHaveBeenCalledWith('segurança'), { timeout: 3000 });
        await expect(performance.now() - typedAt).toBeGreaterThan(LIMITS.debounceMs.search - 150);
        await expect(onSearch).toHaveBeenCalledTimes(1);
      },
    );

    await step('Enter searches at once, and the pending wait is dropped', async () => {
      await userEvent.type(box, ' no trabalho{Enter}');
      const enteredAt = performance.now();
      await expect(onSearch).toHaveBeenCalledTimes(2);
      await expect(onSearch).toHaveBeenLastCalledWith('segurança no trabalho');
      await expectNoSearchUntilDebounceEnds(onSearch, 2, enteredAt);
    });

    await step('Emptying the box searches nothing: the learner stays where they are', async () => {
      await userEvent.clear(box);
      await expectNoSearchUntilDebounceEnds(onSearch, 2, performance.now());
    });
  },
};

/**
 * The app on the search page: it shows the page's search in the box and, after a search, the
 * (trimmed) text of the new page; 'Ver outra pesquisa' stands for a link to another search.
 */
function SearchPageDemo(args: AppHeaderProps) {
  const [value, setValue] = useState('liderança');
  return (
    <>
      <AppHeader
        {...args}
        search={{
          visible: true,
          value,
          onSearch: (text) => {
            args.search.onSearch(text);
            setValue(headerSearchQuery(text).search);
          },
        }}
      />
      <Button variant="ghost" className="m-4" onClick={() => setValue('excel')}>
        Ver outra pesquisa
      </Button>
    </>
  );
}

export const OnSearchPage: Story = {
  args: { currentRoute: 'global_search' },
  render: (args, { globals }) => <SearchPageDemo {...args} template={templateOf(globals)} />,
  play: async ({ canvas, userEvent, step, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' });

    await step('The box shows the search on screen; no link is the current page', async () => {
      await expect(box).toHaveValue('liderança');
      await expect(
        navigationOf(canvas)
          .getAllByRole('link')
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(0);
      await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
      await expect(args.search.onSearch).toHaveBeenCalledWith('liderança');
    });

    await step('The new page echoes the search trimmed; the typed text stays', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'segurança ');
      await waitFor(() => expect(args.search.onSearch).toHaveBeenLastCalledWith('segurança '), {
        timeout: 3000,
      });
      await expect(box).toHaveValue('segurança ');
    });

    await step('Another search page brings its own text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ver outra pesquisa' }));
      await expect(box).toHaveValue('excel');
    });
  },
};

export const SearchHidden: Story = {
  args: { currentRoute: 'course', search: { visible: false, onSearch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    // The rest of the header stays.
    await expect(linkNames(navigationOf(canvas))).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Olá, Ana' })).toBeVisible();
  },
};

/** A small phone: Storybook's viewport, which the story tests and the visual test apply too. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** Opens the mobile menu and answers the panel. */
async function openMobileMenu({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  const button = canvas.getByRole('button', { name: 'Abrir menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Menu' });
  return { button, panel: within(panel) };
}

export const Mobile: Story = {
  globals: phone,
  play: async ({ canvas, userEvent, step, args }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(LIMITS.breakpoints.mobileMenuMax);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-layout', 'mobile');
    // Navigation, balance and dropdown wait behind 'Abrir menu'; the bell and search stay.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/decoins/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Olá, Ana' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' })).toBeVisible();
    // The bag stays on the bar, one tap away.
    await expect(canvas.getByRole('link', { name: 'Sacola, 2 itens' })).toHaveAttribute(
      'href',
      '/student/bag',
    );

    const { button, panel } = await openMobileMenu({ canvas, userEvent });
    await step('The panel: wide-screen-only links gone, Loja among the user entries', async () => {
      // spec 1 §6: the chart and shop links are wide-screen only.
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const navigation = within(panel.getByRole('navigation', { name: 'Navegação principal' }));
      await expect(linkNames(navigation)).toEqual(['Início', 'Meu dashboard']);
      await expect(navigation.getByRole('link', { name: 'Meu dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(panel.getByText('Seu saldo:', { exact: false }).parentElement).toHaveTextContent(
        'Seu saldo: 1.500 decoins',
      );
      // The bag's entry with its count, under the balance.
      await expect(panel.getByRole('link', { name: 'Sacola, 2 itens' })).toHaveAttribute(
        'href',
        '/student/bag',
      );
      const account = within(panel.getByRole('navigation', { name: 'Sua conta' }));
      await expect([...account.getAllByRole('listitem')].map((item) => item.textContent)).toEqual(
        FULL_MENU.filter((name) => !['Início', 'Meu dashboard'].includes(name)),
      );
      await expect(account.getByRole('link', { name: 'Extrato' })).toHaveAttribute(
        'href',
        '/student/profile/statement',
      );
    });

    await step('Escape closes the panel, focus back on the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await step("'Sair' closes the panel and hands over to the app", async () => {
      const reopened = await openMobileMenu({ canvas, userEvent });
      await userEvent.click(reopened.panel.getByRole('button', { name: 'Sair' }));
      await expect(args.onLogoutClick).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** A phone without the shop (no company): no bag on the bar, none in the menu. */
export const MobileWithoutShop: Story = {
  globals: phone,
  args: { shopVisible: false, decoins: null },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-layout', 'mobile');
    await expect(canvas.queryByRole('link', { name: /^Sacola/ })).not.toBeInTheDocument();
    const { panel } = await openMobileMenu({ canvas, userEvent });
    await expect(panel.queryByRole('link', { name: /^Sacola/ })).not.toBeInTheDocument();
    await expect(panel.queryByText(/decoins/)).not.toBeInTheDocument();
    const account = within(panel.getByRole('navigation', { name: 'Sua conta' }));
    await expect([...account.getAllByRole('listitem')].map((item) => item.textContent)).toEqual(
      FULL_MENU.filter(
        (name) =>
          !['Início', 'Meu dashboard', 'Extrato', 'Histórico de pedidos', 'Loja'].includes(name),
      ),
    );
    // Left open for the visual baseline.
  },
};

export const MobileMenuOpen: Story = {
  globals: phone,
  args: { user: storyAdmin, suggestionMode: true },
  play: async ({ canvas, userEvent, args }) => {
    const { panel } = await openMobileMenu({ canvas, userEvent });
    const navigation = within(panel.getByRole('navigation', { name: 'Navegação principal' }));
    const admin = navigation.getByRole('link', { name: 'Painel Admin. (abre em nova aba)' });
    await expect(admin).toHaveAttribute('target', '_blank');
    await expect(admin).toHaveAttribute('rel', 'noopener noreferrer');
    // Focus moves into the panel.
    await expect(
      screen.getByRole('dialog', { name: 'Menu' }).contains(document.activeElement),
    ).toBe(true);
    await userEvent.click(panel.getByRole('button', { name: 'Dê sua sugestão' }));
    await expect(args.onSuggestionClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Left open for the visual baseline.
    await openMobileMenu({ canvas, userEvent });
  },
};

/** The bag's entry: on the bag page it is the current page; many items read '99+'. */
export const BagEntry: Story = {
  args: { currentRoute: 'bag', bagCount: 120 },
  play: async ({ canvas, canvasElement }) => {
    const bag = canvas.getByRole('link', { name: 'Sacola, 120 itens' });
    await expect(bag).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelector('[data-slot="bag-count"]')).toHaveTextContent('99+');
  },
};

/** An empty bag says so, without a badge. */
export const EmptyBag: Story = {
  args: { bagCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Sacola, vazia' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="bag-count"]')).toBeNull();
  },
};
