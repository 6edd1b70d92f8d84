import { canSeeShop, profileOptionOf, profileOptions, routeHref } from '@decola/domain';
import { INDICATED_TRAININGS_TEXT, PROFILE_TEXT, ProfilePage, type ProfileTab } from '@decola/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { AreaBoundary } from '../../common/AreaBoundary';
import { routerPath } from '../../common/paths';
import { template } from '../../common/template';
import { useSessionUser } from '../../shell/useSessionUser';
import { CoursesTab } from './CoursesTab';
import { FavoriteTab } from './FavoriteTab';
import { IndicationsArea } from './IndicationsArea';
import { OrdersHistoryArea } from './OrdersHistoryArea';
import { ProfileHeaderArea } from './ProfileHeaderArea';
import { StatisticsTab } from './StatisticsTab';

const ORDERS_HISTORY_ERROR = 'Não foi possível mostrar o histórico de pedidos.';

/**
 * Route `profile/:option?`: the header, then a tab per option — each its own address
 * (the shell keeps this screen mounted across them, PrivateLayout) and its own error boundary.
 * Without an option, or with one the learner does not have, the first tab opens.
 */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const session = useSessionUser();
  if (!session) return null;
  const shopVisible = canSeeShop(session.user, template);
  const option = profileOptionOf(params.option, shopVisible);
  const tabs: ProfileTab[] = profileOptions(shopVisible).map((id) => ({
    id,
    label: PROFILE_TEXT.tabs[id],
    href: routeHref({ name: 'profile', params: { option: id } }),
  }));

  return (
    <ProfilePage
      header={
        <AreaBoundary text={PROFILE_TEXT.headerError}>
          <ProfileHeaderArea user={session.user} />
        </AreaBoundary>
      }
      tabs={tabs}
      selected={option}
      onNavigate={(href) => void navigate(routerPath(href))}
    >
      {option === 'statistics' && <StatisticsTab />}
      {option === 'courses' && <CoursesTab />}
      {option === 'history-order' && (
        <AreaBoundary text={ORDERS_HISTORY_ERROR}>
          <OrdersHistoryArea />
        </AreaBoundary>
      )}
      {option === 'indication' && (
        <AreaBoundary text={INDICATED_TRAININGS_TEXT.error}>
          <IndicationsArea />
        </AreaBoundary>
      )}
      {option === 'favorite' && <FavoriteTab shopVisible={shopVisible} />}
    </ProfilePage>
  );
}
