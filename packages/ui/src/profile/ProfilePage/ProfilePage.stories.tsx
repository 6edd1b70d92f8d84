import type { ProfileOption } from '@decola/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OrdersHistory } from '../../bag/OrdersHistory';
import { FavoriteTrainings } from '../../catalogue/FavoriteTrainings';
import { IndicatedTrainings } from '../../catalogue/IndicatedTrainings';
import { ContinueLearningSection } from '../../dashboard/ContinueLearningSection';
import { AttendedEvents } from '../../event/AttendedEvents';
import { FavoriteProducts } from '../../shop/FavoriteProducts';
import { StatisticsCards } from '../../statistics/StatisticsCards';
import { storyOrders } from '../../storybook/fixtures/bag';
import { storyFavorites, storyIndications } from '../../storybook/fixtures/catalogueLists';
import { STORY_TODAY, storyCourses } from '../../storybook/fixtures/courses';
import { storyEvents } from '../../storybook/fixtures/events';
import { storyPhoto } from '../../storybook/fixtures/learners';
import { storyProfileTabs } from '../../storybook/fixtures/profile';
import { storyProducts } from '../../storybook/fixtures/shop';
import { storyStatistics } from '../../storybook/fixtures/statistics';
import { expectHeadingOutline, waitForImages } from '../../storybook/helpers';
import { expectOpenTab } from '../../storybook/tabs';
import { EnrolledTrainings } from '../EnrolledTrainings';
import { ProfileHeader } from '../ProfileHeader';
import { ProfileStatistics } from '../ProfileStatistics';
import { ProfilePage, type ProfilePageProps } from './ProfilePage';

const ALL_TABS = storyProfileTabs(true);
const TABS_WITHOUT_SHOP = storyProfileTabs(false);

// Each list built as a page of its own sits in the profile's frame, as the app passes it.
const IN_TAB = 'flex flex-col gap-6';

const favoriteTrainings = (
  <FavoriteTrainings
    headingLevel={2}
    className={IN_TAB}
    trainings={storyFavorites.slice(0, 3)}
    total={3}
    page={1}
    pages={1}
    onPageChange={fn()}
    search=""
    onSearch={fn()}
    onSort={fn()}
    onTypeChange={fn()}
    status="ready"
    onRemove={fn()}
  />
);

/** What each tab shows, from the components the app composes it of. */
const PANELS: Record<ProfileOption, ReactNode> = {
  statistics: (
    <ProfileStatistics
      summary={<StatisticsCards statistics={storyStatistics} status="ready" />}
      statisticsHref="/student/statistics"
    />
  ),
  courses: (
    <>
      <EnrolledTrainings
        courses={[storyCourses.heights, storyCourses.leadership, storyCourses.blueprints]}
        search=""
        onSearch={fn()}
        status="ready"
        today={STORY_TODAY}
      />
      <ContinueLearningSection
        courses={[storyCourses.leadership, storyCourses.blueprints]}
        onContinue={fn()}
      />
      <AttendedEvents events={[storyEvents.sipat, storyEvents.foremen]} today={STORY_TODAY} />
    </>
  ),
  'history-order': (
    <OrdersHistory
      orders={storyOrders}
      page={1}
      pages={1}
      onPageChange={fn()}
      status="ready"
      orderHref={(id: number) => `/student/bag/${id}`}
    />
  ),
  indication: (
    <IndicatedTrainings
      headingLevel={2}
      className={IN_TAB}
      indications={storyIndications}
      status="ready"
    />
  ),
  favorite: (
    <>
      {favoriteTrainings}
      <FavoriteProducts
        products={[
          { ...storyProducts.mug, isFavorite: true },
          { ...storyProducts.pens, isFavorite: true },
        ]}
        page={1}
        pages={1}
        onPageChange={fn()}
        status="ready"
        onToggleFavorite={fn()}
        onAddToBag={fn()}
      />
    </>
  ),
};

/** The page as the app drives it: a tab's address opens its panel. */
function ProfileAsTheAppShowsIt(props: ProfilePageProps & { withoutShop?: boolean }) {
  const { withoutShop, ...page } = props;
  const [selected, setSelected] = useState(page.selected);
  const panel =
    withoutShop && selected === 'favorite' ? favoriteTrainings : PANELS[selected as ProfileOption];
  return (
    <main aria-label="Conteúdo da página">
      <ProfilePage
        {...page}
        selected={selected}
        onNavigate={(href) => {
          page.onNavigate(href);
          setSelected(href.split('/').at(-1)!);
        }}
      >
        {panel}
      </ProfilePage>
    </main>
  );
}

const meta = {
  title: 'Profile/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => (
    <ProfileAsTheAppShowsIt {...args} withoutShop={Boolean(parameters.withoutShop)} />
  ),
  args: {
    header: (
      <ProfileHeader
        user={{
          name: 'Ana Beatriz Souza',
          socialName: 'Bia',
          image: storyPhoto,
          companies: [{ id: 1, name: 'Decola Engenharia' }],
          completeCourses: 14,
          totalWatched: 1_284,
          percentageUser: 62.5,
        }}
        decoins={12_500}
        editHref="/student/profile/edit"
      />
    ),
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
    await expectOpenTab(canvas, 'Estatísticas');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { level: 2, name: 'Seus números' })).toBeVisible();
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
    await expectOpenTab(canvas, 'Meus treinamentos');
    const panel = within(canvas.getByRole('tabpanel'));
    for (const name of [
      'Meus treinamentos',
      'Continue de onde você parou!',
      'Eventos de que você participou',
    ])
      await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
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
    await expectOpenTab(canvas, 'Histórico de pedidos');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(
      panel.getByRole('heading', { level: 2, name: 'Histórico de pedidos' }),
    ).toBeVisible();
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
    await expectOpenTab(canvas, 'Treinamentos recomendados');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(
      panel.getByRole('heading', { level: 2, name: 'Treinamentos recomendados' }),
    ).toBeVisible();
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
    await expectOpenTab(canvas, 'Favoritos');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(
      panel.getByRole('heading', { level: 2, name: 'Treinamentos favoritos' }),
    ).toBeVisible();
    await expect(
      panel.getByRole('heading', { level: 2, name: 'Produtos favoritos' }),
    ).toBeVisible();
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
