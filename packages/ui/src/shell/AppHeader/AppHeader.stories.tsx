import {
  canSeeDecoinsBalance,
  canSeeShop,
  headerSearchQuery,
  LIMITS,
  templateConfig,
  type Template,
} from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { templateOf, waitForImages } from '../../storybook/helpers';
import {
  brokenPhoto,
  storyAdmin,
  storyManager,
  storyStudent,
} from '../../storybook/fixtures/learners';
import { NotificationsBellPlaceholder } from '../../storybook/frames';
import { Button } from '../../primitives/Button';
import { AppHeader, type AppHeaderProps } from './AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    template: 'default',
    user: storyStudent,
    currentRoute: 'dashboard',
    shopVisible: true,
    maintenance: false,
    suggestionMode: false,
    decoins: 1500,
    search: { visible: true, onSearch: fn() },
    notifications: <NotificationsBellPlaceholder />,
    onSuggestionClick: fn(),
    onLogoutClick: fn(),
  },
  argTypes: { template: { control: false }, notifications: { control: false } },
  // The toolbar's template, as the app takes it from the host.
  render: (args, { globals }) => <AppHeader {...args} template={templateOf(globals)} />,
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element);
type Canvas = ReturnType<typeof canvasOf>;

const navigationOf = (canvas: Canvas) =>
  canvasOf(canvas.getByRole('navigation', { name: 'Navegação principal' }));

const linkNames = (root: Canvas) => root.getAllByRole('link').map((link) => link.textContent);

/** Opens the user dropdown from the keyboard and answers its entries' names, in order. */
async function openUserMenuByKeyboard(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return {
    menu,
    names: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

const FULL_MENU = [
  'Meu perfil',
  'Meus treinamentos',
  'Treinamentos recomendados',
  'Treinamentos favoritos',
  'Início',
  'Meu dashboard',
  'Extrato',
  'Histórico de pedidos',
  'Loja',
  'Sair',
];

export const Student: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-layout', 'wide');

    // The mark leads to the dashboard.
    const mark = canvas.getByRole('link', { name: 'Decola, ir para Meu dashboard' });
    await expect(mark).toHaveAttribute('href', '/student/dashboard');

    // spec 1 §2: Início, Meu dashboard, the chart link and Loja, no admin panels.
    const nav = navigationOf(canvas);
    await expect(linkNames(nav)).toEqual(['Início', 'Meu dashboard', 'Estatísticas', 'Loja']);
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      '/student/home',
    );
    const dashboard = nav.getByRole('link', { name: 'Meu dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/student/dashboard');
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Estatísticas' })).toHaveAttribute(
      'href',
      '/student/statistics/chart',
    );
    await expect(nav.getByRole('link', { name: 'Loja' })).toHaveAttribute(
      'href',
      '/student/shop/page',
    );
    await expect(nav.getByRole('link', { name: 'Loja' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { name: /Painel Admin\./ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Meus times/ })).not.toBeInTheDocument();

    // spec 1 §1: the balance, whole and in pt-BR.
    await expect(canvas.getByText('Seu saldo:', { exact: false }).parentElement).toHaveTextContent(
      'Seu saldo: 1.500 decoins',
    );

    // Keyboard order follows the reading order: the first row, then the navigation.
    const order = [
      mark,
      canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' }),
      canvas.getByRole('button', { name: 'Pesquisar' }),
      canvas.getByRole('button', { name: 'Notificações' }),
      canvas.getByRole('button', { name: 'Olá, Ana' }),
      nav.getByRole('link', { name: 'Início' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Olá, Ana' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Enter opens the dropdown from the keyboard, with the domain's entries in order.
    const { menu, names } = await openUserMenuByKeyboard(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(names).toEqual(FULL_MENU);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items[0]).toHaveAttribute('href', '/student/profile');
    await expect(items[1]).toHaveAttribute('href', '/student/profile/courses');
    await expect(items[2]).toHaveAttribute('href', '/student/profile/indication');
    await expect(items[3]).toHaveAttribute('href', '/student/profile/favorite');
    await expect(items[6]).toHaveAttribute('href', '/student/profile/statement');
    await expect(items[7]).toHaveAttribute('href', '/student/profile/history-order');
    await expect(items[8]).toHaveAttribute('href', '/student/shop/page');
    await expect(items[9]).not.toHaveAttribute('href');

    // Arrow keys move through the entries.
    await waitFor(() => expect(items[0]).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(items[0]).toHaveAttribute('data-focus'));

    // Escape closes it and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // 'Sair' hands over to the app, which asks for confirmation.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(args.onLogoutClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // Left open for the visual baseline.
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' });
    await expect(box).toHaveAttribute('placeholder', 'Pesquisar treinamentos');
    await expect(canvas.getByRole('search', { name: 'Pesquisar treinamentos' })).toContainElement(
      box,
    );

    // spec 1 §2 and §9: typing waits 500 ms after the last key, then searches once.
    await userEvent.type(box, 'segurança');
    const typedAt = performance.now();
    await expect(args.search.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.search.onSearch).toHaveBeenCalledWith('segurança'), {
      timeout: 3000,
    });
    await expect(performance.now() - typedAt).toBeGreaterThan(LIMITS.debounceMs.search - 150);
    await expect(args.search.onSearch).toHaveBeenCalledTimes(1);

    // Enter searches at once, and the pending wait is dropped.
    await userEvent.type(box, ' no trabalho{Enter}');
    await expect(args.search.onSearch).toHaveBeenCalledTimes(2);
    await expect(args.search.onSearch).toHaveBeenLastCalledWith('segurança no trabalho');
    await new Promise((resolve) => setTimeout(resolve, LIMITS.debounceMs.search + 200));
    await expect(args.search.onSearch).toHaveBeenCalledTimes(2);

    // Emptying the box searches nothing, so the learner stays where they are.
    await userEvent.clear(box);
    await new Promise((resolve) => setTimeout(resolve, LIMITS.debounceMs.search + 200));
    await expect(args.search.onSearch).toHaveBeenCalledTimes(2);
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
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' });
    // The box shows the search on screen; no link is the current page.
    await expect(box).toHaveValue('liderança');
    await expect(
      navigationOf(canvas)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await expect(args.search.onSearch).toHaveBeenCalledWith('liderança');

    // The new page echoes the search trimmed; what the learner typed stays as typed.
    await userEvent.clear(box);
    await userEvent.type(box, 'segurança ');
    await waitFor(() => expect(args.search.onSearch).toHaveBeenLastCalledWith('segurança '), {
      timeout: 3000,
    });
    await expect(box).toHaveValue('segurança ');

    // Another search page brings its own text.
    await userEvent.click(canvas.getByRole('button', { name: 'Ver outra pesquisa' }));
    await expect(box).toHaveValue('excel');
  },
};

/** The external admin panel link: a new tab, no opener, and said so to screen readers. */
async function expectExternalPanel(canvas: Canvas, label: string, href: string) {
  const link = navigationOf(canvas).getByRole('link', { name: `${label} (abre em nova aba)` });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  return link;
}

export const Admin: Story = {
  args: { user: storyAdmin },
  play: async ({ canvas }) => {
    await expectExternalPanel(canvas, 'Painel Admin.', '/admin/#/dashboard');
    await expect(linkNames(navigationOf(canvas))).toEqual([
      'Início',
      'Meu dashboard',
      'Estatísticas',
      'Loja',
      'Painel Admin. (abre em nova aba)',
    ]);
    await expect(canvas.queryByRole('link', { name: /Meus times/ })).not.toBeInTheDocument();
    // No photo: the initials of the name.
    await expect(canvas.getByRole('button', { name: 'Olá, Carlos' })).toHaveTextContent('CL');
  },
};

export const Type5Admin: Story = {
  args: { user: { ...storyAdmin, userType: 5 } },
  play: async ({ canvas }) => {
    await expectExternalPanel(canvas, 'Painel Admin.', '/admin/#/dashboard');
    await expect(canvas.queryByRole('link', { name: /Meus times/ })).not.toBeInTheDocument();
  },
};

export const Manager: Story = {
  args: { user: storyManager, currentRoute: 'home' },
  play: async ({ canvas }) => {
    await expectExternalPanel(canvas, 'Meus times', '/admin/#/team');
    await expect(canvas.queryByRole('link', { name: /Painel Admin\./ })).not.toBeInTheDocument();
    await expect(navigationOf(canvas).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The greeting uses the whole social name (domain greetingName).
    await expect(canvas.getByRole('button', { name: 'Olá, Mari Costa' })).toBeVisible();
  },
};

export const WithoutCompany: Story = {
  args: { shopVisible: false, decoins: null },
  play: async ({ canvas, userEvent }) => {
    // spec 1 §6: no shop, statement or order history without a company; no balance either.
    await expect(linkNames(navigationOf(canvas))).toEqual([
      'Início',
      'Meu dashboard',
      'Estatísticas',
    ]);
    await expect(canvas.queryByText(/decoins/)).not.toBeInTheDocument();
    const { names } = await openUserMenuByKeyboard(
      canvas.getByRole('button', { name: 'Olá, Ana' }),
    );
    await expect(names).toEqual(
      FULL_MENU.filter((name) => !['Extrato', 'Histórico de pedidos', 'Loja'].includes(name)),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Maintenance: Story = {
  args: { user: storyAdmin, maintenance: true, search: { visible: false, onSearch: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    // spec 1 §6: only the admin entries remain, no search, and the mark leads nowhere.
    await expect(linkNames(navigationOf(canvas))).toEqual(['Painel Admin. (abre em nova aba)']);
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /ir para Meu dashboard/ })).toBeNull();
    await expect(canvas.getByText('Decola')).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'Olá, Carlos' });
    const { names } = await openUserMenuByKeyboard(trigger);
    await expect(names).toEqual(['Sair']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogoutClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MaintenanceSearchRequested: Story = {
  args: { maintenance: true },
  play: async ({ canvas }) => {
    // Even if asked to, the header shows no search in maintenance; a student keeps no link.
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Olá, Ana' })).toBeVisible();
  },
};

export const SuggestionMode: Story = {
  args: { suggestionMode: true },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Ana' });
    const { names } = await openUserMenuByKeyboard(trigger);
    await expect(names).toEqual([...FULL_MENU.slice(0, -1), 'Dê sua sugestão', 'Sair']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dê sua sugestão' }));
    await expect(args.onSuggestionClick).toHaveBeenCalledTimes(1);
    await expect(args.onLogoutClick).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
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

export const AvatarFallback: Story = {
  args: { user: { ...storyStudent, image: brokenPhoto } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Olá, Ana' });
    // The photo fails to load: the initials of the first and last names take its place.
    await waitFor(() => expect(trigger.querySelector('img')).toBeNull());
    await expect(trigger.querySelector('[data-slot="avatar-initials"]')).toHaveTextContent('AS');
  },
};

/** A small phone: Storybook's viewport, which the story tests and the visual test apply too. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** Opens the mobile menu and answers the panel. */
async function openMobileMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: 'Abrir menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  const panel = await screen.findByRole('dialog', { name: 'Menu' });
  return { button, panel: within(panel) };
}

export const Mobile: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(LIMITS.breakpoints.mobileMenuMax);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-layout', 'mobile');
    // Navigation, balance and dropdown wait behind 'Abrir menu'; the bell and search stay.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/decoins/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Olá, Ana' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' })).toBeVisible();

    const { button, panel } = await openMobileMenu(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // spec 1 §6: the chart and shop links are wide-screen only; Loja stays among the user entries.
    const navigation = within(panel.getByRole('navigation', { name: 'Navegação principal' }));
    await expect(linkNames(navigation)).toEqual(['Início', 'Meu dashboard']);
    await expect(navigation.getByRole('link', { name: 'Meu dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(panel.getByText('Seu saldo:', { exact: false }).parentElement).toHaveTextContent(
      'Seu saldo: 1.500 decoins',
    );
    const account = within(panel.getByRole('navigation', { name: 'Sua conta' }));
    await expect([...account.getAllByRole('listitem')].map((item) => item.textContent)).toEqual(
      FULL_MENU.filter((name) => !['Início', 'Meu dashboard'].includes(name)),
    );
    await expect(account.getByRole('link', { name: 'Extrato' })).toHaveAttribute(
      'href',
      '/student/profile/statement',
    );

    // Escape closes the panel and focus returns to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // 'Sair' closes the panel and hands over to the app.
    const reopened = await openMobileMenu(canvasElement);
    await userEvent.click(reopened.panel.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogoutClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MobileMenuOpen: Story = {
  globals: phone,
  args: { user: storyAdmin, suggestionMode: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const { panel } = await openMobileMenu(canvasElement);
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
    await openMobileMenu(canvasElement);
  },
};

/** What the app passes on each template for a learner with a company (spec 1 §1 and §6). */
const companyUser = { companies: [{ id: 3 }] };
const perTemplate = (template: Template) => ({
  shopVisible: canSeeShop(companyUser, template),
  decoins: canSeeDecoinsBalance(companyUser, template) ? 1500 : null,
});

export const Templates: Story = {
  tags: ['templates'],
  render: (args, { globals }) => {
    const template = templateOf(globals);
    return <AppHeader {...args} template={template} {...perTemplate(template)} />;
  },
  play: async ({ canvas, globals }) => {
    const template = templateOf(globals);
    const { platformName, showsShop } = templateConfig(template);
    await expect(
      canvas.getByRole('link', { name: `${platformName}, ir para Meu dashboard` }),
    ).toBeVisible();
    // The chart and shop links follow the template (default and portal only).
    const expected = showsShop
      ? ['Início', 'Meu dashboard', 'Estatísticas', 'Loja']
      : ['Início', 'Meu dashboard'];
    await expect(linkNames(navigationOf(canvas))).toEqual(expected);
    // Only the default template shows the balance.
    if (template === 'default') await expect(canvas.getByText(/1\.500/)).toBeVisible();
    else await expect(canvas.queryByText(/decoins/)).not.toBeInTheDocument();
  },
};
