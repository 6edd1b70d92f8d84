import { canSeeDecoinsBalance, canSeeShop, templateConfig, type Template } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  appHeaderStoryMeta,
  FULL_MENU,
  linkNames,
  navigationOf,
  openUserMenuByKeyboard,
} from '../../storybook/appHeader';
import { templateOf, waitForImages } from '../../storybook/helpers';
import {
  brokenPhoto,
  storyAdmin,
  storyManager,
  storyStudent,
} from '../../storybook/fixtures/learners';
import { AppHeader } from './AppHeader';

/** The header per learner and state; the search and the phone layout are in AppHeader.features. */
const meta = {
  title: 'Shell/AppHeader',
  ...appHeaderStoryMeta,
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<typeof navigationOf>[0];

export const Student: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
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

    // The bag, with what it holds, beside the balance.
    const bag = canvas.getByRole('link', { name: 'Sacola, 2 itens' });
    await expect(bag).toHaveAttribute('href', '/student/bag');
    await expect(bag).not.toHaveAttribute('aria-current');

    // spec 1 §1: the balance, whole and in pt-BR.
    await expect(canvas.getByText('Seu saldo:', { exact: false }).parentElement).toHaveTextContent(
      'Seu saldo: 1.500 decoins',
    );

    await step('Tab follows the reading order: the first row, then the navigation', async () => {
      const order = [
        mark,
        canvas.getByRole('searchbox', { name: 'Pesquisar treinamentos' }),
        canvas.getByRole('button', { name: 'Pesquisar' }),
        bag,
        canvas.getByRole('button', { name: 'Notificações' }),
        canvas.getByRole('button', { name: 'Olá, Ana' }),
        nav.getByRole('link', { name: 'Início' }),
      ];
      for (const element of order) {
        await userEvent.tab();
        await expect(element).toHaveFocus();
      }
    });
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await waitForImages(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Olá, Ana' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await step("Enter opens the dropdown with the domain's entries in order", async () => {
      const { menu, names } = await openUserMenuByKeyboard(userEvent, trigger);
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
    });

    await step('Arrow keys move through the entries', async () => {
      const items = screen.getAllByRole('menuitem');
      await waitFor(() => expect(items[0]).toHaveAttribute('data-focus'));
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(items[1]).toHaveAttribute('data-focus'));
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(items[0]).toHaveAttribute('data-focus'));
    });

    await step('Escape closes it, focus back on the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    await step("'Sair' hands over to the app, which asks for confirmation", async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
      await expect(args.onLogoutClick).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    });

    // Left open for the visual baseline.
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toBeVisible();
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
    // The bag only where the shop is.
    await expect(canvas.queryByRole('link', { name: /^Sacola/ })).not.toBeInTheDocument();
    const { names } = await openUserMenuByKeyboard(
      userEvent,
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
    await expect(canvas.queryByRole('link', { name: /^Sacola/ })).toBeNull();
    await expect(canvas.getByText('Decola')).toBeVisible();

    const trigger = canvas.getByRole('button', { name: 'Olá, Carlos' });
    const { names } = await openUserMenuByKeyboard(userEvent, trigger);
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
    const { names } = await openUserMenuByKeyboard(userEvent, trigger);
    await expect(names).toEqual([...FULL_MENU.slice(0, -1), 'Dê sua sugestão', 'Sair']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dê sua sugestão' }));
    await expect(args.onSuggestionClick).toHaveBeenCalledTimes(1);
    await expect(args.onLogoutClick).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
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
