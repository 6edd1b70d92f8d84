import type { ProfileOption } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyProfileTabs } from '../../storybook/fixtures/profile';
import { expectOpenTab as expectOpenTabOf } from '../../storybook/tabs';
import { ProfileTabs, type ProfileTabsProps } from './ProfileTabs';

const ALL_TABS = storyProfileTabs(true);

/** What each area holds in the app, said in one line: the panel shows whose tab is open. */
const PANEL_TEXT: Record<ProfileOption, string> = {
  statistics: 'Cursos concluídos, conteúdos assistidos e seu progresso geral.',
  courses: 'Os treinamentos em que você está matriculado e os eventos de que participou.',
  'history-order': 'Os pedidos que você fez na loja.',
  indication: 'Os treinamentos que seus colegas recomendaram a você.',
  favorite: 'Os treinamentos e produtos que você favoritou.',
};

/**
 * The tabs as the profile route drives them: `onNavigate` goes to the tab's address and the
 * address names the open tab. With `followsAddress: false` the address has not changed yet.
 */
function TabsAsTheAppDrivesThem({
  followsAddress,
  ...props
}: ProfileTabsProps & { followsAddress: boolean }) {
  const [selected, setSelected] = useState(props.selected);
  const open = props.tabs.find((tab) => tab.id === selected)!;
  return (
    <ProfileTabs
      {...props}
      selected={selected}
      onNavigate={(href) => {
        props.onNavigate(href);
        if (followsAddress) setSelected(props.tabs.find((tab) => tab.href === href)!.id);
      }}
    >
      <h2 className="text-xl font-bold text-ink">{open.label}</h2>
      <p className="text-ink-muted">{PANEL_TEXT[open.id as ProfileOption]}</p>
    </ProfileTabs>
  );
}

/**
 * Mounts its children once it is laid out. Storybook hides the canvas (display: none) while it
 * prepares a story shown in place of another, and a strip that scrolls to its open tab on mount
 * would then measure nothing; in the app the page is on screen when the tabs mount.
 */
function MountWhenLaidOut({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [laidOut, setLaidOut] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current!;
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length === 0) return;
      observer.disconnect();
      setLaidOut(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={frame}>{laidOut && children}</div>;
}

const meta = {
  title: 'Profile/ProfileTabs',
  component: ProfileTabs,
  parameters: { layout: 'padded' },
  args: { tabs: ALL_TABS, selected: 'statistics', onNavigate: fn(), children: null },
  render: (args, { parameters }) => (
    <div className={(parameters.frame as string | undefined) ?? 'w-[56rem] max-w-full'}>
      <TabsAsTheAppDrivesThem {...args} followsAddress={parameters.followsAddress !== false} />
    </div>
  ),
} satisfies Meta<typeof ProfileTabs>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });

/** The open tab (storybook/tabs), whose panel here is titled by the tab's name. */
async function expectOpenTab(canvas: Canvas, name: string) {
  await expectOpenTabOf(canvas, name);
  const panel = canvas.getByRole('tabpanel');
  await expect(within(panel).getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Every area of a learner who sees the shop; the first opens when the address names none. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Áreas do perfil' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'horizontal');
    // Each tab is a link to its address, in the spec's order of the options.
    await expect(
      within(tablist)
        .getAllByRole('tab')
        .map((each) => [each.textContent, each.getAttribute('href')]),
    ).toEqual([
      ['Estatísticas', '/student/profile/statistics'],
      ['Meus treinamentos', '/student/profile/courses'],
      ['Histórico de pedidos', '/student/profile/history-order'],
      ['Treinamentos recomendados', '/student/profile/indication'],
      ['Favoritos', '/student/profile/favorite'],
    ]);
    await expectOpenTab(canvas, 'Estatísticas');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(PANEL_TEXT.statistics);
  },
};

/** An address that names a tab in the middle opens it, and Tab reaches it, then its panel. */
export const OpenedByItsAddress: Story = {
  args: { selected: 'indication' },
  play: async ({ canvas, userEvent, args }) => {
    await expectOpenTab(canvas, 'Treinamentos recomendados');
    await userEvent.tab();
    await expect(tab(canvas, 'Treinamentos recomendados')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Without the shop (`canSeeShop`): no order history among the areas. */
export const WithoutShop: Story = {
  args: { tabs: storyProfileTabs(false), selected: 'favorite' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'Estatísticas',
      'Meus treinamentos',
      'Treinamentos recomendados',
      'Favoritos',
    ]);
    await expect(canvas.queryByRole('tab', { name: 'Histórico de pedidos' })).toBeNull();
    await expectOpenTab(canvas, 'Favoritos');
  },
};

/**
 * A real tablist with automatic activation: the arrow keys (wrapping at both ends), Home and End
 * move the focus to a tab and go to its address, which opens it.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.tab();
    await expect(tab(canvas, 'Estatísticas')).toHaveFocus();
    await step('ArrowRight opens the next tab', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/courses');
      await expect(tab(canvas, 'Meus treinamentos')).toHaveFocus();
      await waitFor(() => expectOpenTab(canvas, 'Meus treinamentos'));
    });
    await step('End opens the last tab', async () => {
      await userEvent.keyboard('{End}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/favorite');
      await expect(tab(canvas, 'Favoritos')).toHaveFocus();
      await waitFor(() => expectOpenTab(canvas, 'Favoritos'));
    });
    await step('ArrowRight on the last tab wraps to the first, ArrowLeft back', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/statistics');
      await waitFor(() => expectOpenTab(canvas, 'Estatísticas'));
      await userEvent.keyboard('{ArrowLeft}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/favorite');
      await waitFor(() => expectOpenTab(canvas, 'Favoritos'));
    });
    await step('Home opens the first tab; Home on it goes nowhere', async () => {
      await userEvent.keyboard('{Home}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/statistics');
      await expect(tab(canvas, 'Estatísticas')).toHaveFocus();
      await waitFor(() => expectOpenTab(canvas, 'Estatísticas'));
      await userEvent.keyboard('{Home}');
      await expect(args.onNavigate).toHaveBeenCalledTimes(5);
    });
    await step('Tab leaves the tablist for the open panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    });
  },
};

/**
 * Keys pressed faster than the address changes: each is judged from the tab it was pressed on,
 * so two ArrowRight go two tabs on, while the open tab is still the address's.
 */
export const KeysBeforeTheAddressChanges: Story = {
  parameters: { followsAddress: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onNavigate).toHaveBeenNthCalledWith(1, '/student/profile/courses');
    await expect(args.onNavigate).toHaveBeenNthCalledWith(2, '/student/profile/history-order');
    await expect(tab(canvas, 'Histórico de pedidos')).toHaveFocus();
    await expectOpenTab(canvas, 'Estatísticas');
  },
};

/** On a narrow screen the strip scrolls sideways, and the open tab is brought into its view. */
export const NarrowScreen: Story = {
  args: { selected: 'indication' },
  parameters: { frame: 'w-72' },
  decorators: [
    (Story) => (
      <MountWhenLaidOut>
        <Story />
      </MountWhenLaidOut>
    ),
  ],
  play: async ({ canvas }) => {
    const tablist = await canvas.findByRole('tablist', { name: 'Áreas do perfil' });
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await expect(tablist.scrollLeft).toBeGreaterThan(0);
    // Within the strip, give or take the fraction of a pixel the scroll position is rounded to.
    const strip = tablist.getBoundingClientRect();
    const open = tab(canvas, 'Treinamentos recomendados').getBoundingClientRect();
    await expect(open.left).toBeGreaterThan(strip.left - 1);
    await expect(open.right).toBeLessThan(strip.right + 1);
    await expectOpenTab(canvas, 'Treinamentos recomendados');
  },
};
