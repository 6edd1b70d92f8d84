// The profile page's stories: each tab's panel from the components the app composes it of, the
// page driven as the app drives it, and the check their plays share.
import type { ProfileOption } from '@decola/domain';
import type { StoryContext } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { OrdersHistory } from '../bag/OrdersHistory';
import { FavoriteTrainings } from '../catalogue/FavoriteTrainings';
import { IndicatedTrainings } from '../catalogue/IndicatedTrainings';
import { ContinueLearningSection } from '../dashboard/ContinueLearningSection';
import { AttendedEvents } from '../event/AttendedEvents';
import { EnrolledTrainings } from '../profile/EnrolledTrainings';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfilePage, type ProfilePageProps } from '../profile/ProfilePage';
import { ProfileStatistics } from '../profile/ProfileStatistics';
import { FavoriteProducts } from '../shop/FavoriteProducts';
import { StatisticsCards } from '../statistics/StatisticsCards';
import { storyOrders } from './fixtures/bag';
import { storyFavorites, storyIndications } from './fixtures/catalogueLists';
import { STORY_TODAY, storyCourses } from './fixtures/courses';
import { storyEvents } from './fixtures/events';
import { storyPhoto } from './fixtures/learners';
import { storyProducts } from './fixtures/shop';
import { storyStatistics } from './fixtures/statistics';
import { expectOpenTab } from './tabs';

type Canvas = StoryContext['canvas'];

/** The learner's header above the tabs. */
export const storyProfileHeader = (
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
);

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
      summary={<StatisticsCards statistics={storyStatistics} state={{ status: 'ready' }} />}
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

/**
 * The page as the app drives it: a tab's address opens its panel; `withoutShop`, the favourites
 * are the trainings only.
 */
export function ProfileAsTheAppShowsIt(props: ProfilePageProps & { withoutShop?: boolean }) {
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

/** `name` is the open tab (tabs.ts) and its panel shows the level-2 `headings`; answers the panel. */
export async function expectOpenPanel(canvas: Canvas, name: string, headings: string[]) {
  await expectOpenTab(canvas, name);
  const panel = within(canvas.getByRole('tabpanel'));
  for (const heading of headings) {
    await expect(panel.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  return panel;
}
