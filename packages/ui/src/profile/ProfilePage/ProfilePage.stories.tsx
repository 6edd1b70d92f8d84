import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyIndications } from '../../storybook/fixtures/catalogueLists';
import { storyProfileTabs } from '../../storybook/fixtures/profile';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import {
  ProfileAsTheAppShowsIt,
  expectOpenPanel,
  storyProfileHeader,
} from '../../storybook/profilePage';
import { expectOpenTab } from '../../storybook/tabs';
import { ProfilePage } from './ProfilePage';

const ALL_TABS = storyProfileTabs(true);
const TABS_WITHOUT_SHOP = storyProfileTabs(false);

const meta = {
  title: 'Profile/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => (
    <ProfileAsTheAppShowsIt {...args} withoutShop={Boolean(parameters.withoutShop)} />
  ),
  args: {
    header: storyProfileHeader,
    tabs: ALL_TABS,
    selected: 'statistics',
    onNavigate: fn(),
    children: null,
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = StoryContext['canvas'];

const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });

/** `statistics`, the first tab: the header, the tabs as links, the summary and its link. */
export const Statistics: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bia' })).toBeVisible();
    const tablist = canvas.getByRole('tablist', { name: 'Áreas do perfil' });
    await expect(
      within(tablist)
        .getAllByRole('tab')
        .map((each) => [each.textContent, each.getAttribute('href')]),
    ).toEqual(ALL_TABS.map(({ label, href }) => [label, href]));
    const panel = await expectOpenPanel(canvas, 'Estatísticas', ['Seus números']);
    await expect(panel.getByRole('link', { name: 'Ver todas as estatísticas' })).toHaveAttribute(
      'href',
      '/student/statistics',
    );
    await expectHeadingOutline(canvasElement);
  },
};

/** `courses`: the enrolled trainings with their search, the courses in progress, the events. */
export const Courses: Story = {
  args: { selected: 'courses' },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const panel = await expectOpenPanel(canvas, 'Meus treinamentos', [
      'Meus treinamentos',
      'Continue de onde você parou!',
      'Eventos de que você participou',
    ]);
    await expect(
      panel.getByRole('searchbox', { name: 'Pesquisar em meus treinamentos' }),
    ).toBeVisible();
    await expectHeadingOutline(canvasElement);
  },
};

/** `history-order`: the shop's list of orders. */
export const HistoryOrder: Story = {
  args: { selected: 'history-order' },
  play: async ({ canvas, canvasElement }) => {
    const panel = await expectOpenPanel(canvas, 'Histórico de pedidos', ['Histórico de pedidos']);
    await expect(panel.getByRole('link', { name: 'Pedido nº 5521' })).toHaveAttribute(
      'href',
      '/student/bag/5521',
    );
    await expectHeadingOutline(canvasElement);
  },
};

/** `indication`: the trainings colleagues recommended. */
export const Indication: Story = {
  args: { selected: 'indication' },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const panel = await expectOpenPanel(canvas, 'Treinamentos recomendados', [
      'Treinamentos recomendados',
    ]);
    await expect(
      panel
        .getByRole('region', { name: 'Treinamentos recomendados para você' })
        .querySelectorAll('article'),
    ).toHaveLength(storyIndications.length);
    await expectHeadingOutline(canvasElement);
  },
};

/** `favorite`: the favourite trainings, then the favourite products. */
export const Favorite: Story = {
  args: { selected: 'favorite' },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expectOpenPanel(canvas, 'Favoritos', ['Treinamentos favoritos', 'Produtos favoritos']);
    await expectHeadingOutline(canvasElement);
  },
};

/** Without the shop (`canSeeShop`): no order history tab, no favourite products. */
export const WithoutShop: Story = {
  args: { tabs: TABS_WITHOUT_SHOP, selected: 'favorite' },
  parameters: { withoutShop: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'Estatísticas',
      'Meus treinamentos',
      'Treinamentos recomendados',
      'Favoritos',
    ]);
    await expectOpenTab(canvas, 'Favoritos');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Treinamentos favoritos' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Produtos favoritos' })).toBeNull();
  },
};

/** A real tablist: the arrow keys, Home and End move to a tab and go to its address. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(tab(canvas, 'Estatísticas')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/courses');
    await expect(tab(canvas, 'Meus treinamentos')).toHaveFocus();
    await waitFor(() => expectOpenTab(canvas, 'Meus treinamentos'));
    await userEvent.keyboard('{End}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/favorite');
    await expect(tab(canvas, 'Favoritos')).toHaveFocus();
    // From the last tab the right arrow wraps to the first, and the left arrow back.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/statistics');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/favorite');
    await userEvent.keyboard('{Home}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/student/profile/statistics');
    await expect(args.onNavigate).toHaveBeenCalledTimes(5);
    await waitFor(() => expectOpenTab(canvas, 'Estatísticas'));
    // Tab leaves the tablist for the open panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};
