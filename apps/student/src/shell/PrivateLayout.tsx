import '@decola/ui/styles.css';
import {
  canSeeDecoinsBalance,
  canSeeShop,
  CONFIRM_MESSAGES,
  headerSearchQuery,
  isHeaderSearchVisible,
  routeHref,
  SUCCESS_MESSAGES,
  type RouteName,
} from '@decola/domain';
import { AppHeader, AppShell, ConfirmDialog, SuggestionModal, useToast } from '@decola/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import { configurationMutation } from '../api/configuration';
import { profileQuery } from '../api/profile';
import { routerPath } from '../common/paths';
import { template } from '../common/template';
import { useBag } from '../shop/useBag';
import { DailyCoinsLimit } from './DailyCoinsLimit';
import { NotificationsArea } from './NotificationsArea';
import { useConfiguration } from './useConfiguration';
import { useLogout } from './useLogout';
import { useRouteName } from './routeName';
import { useSessionUser } from './useSessionUser';

/** Where the scroll of each history entry is kept for back and forward (docs/security.md). */
const SCROLL_POSITIONS_KEY = 'decola:scroll-positions';

/** Screens whose URL changes within them: one page across those URLs. */
const KEPT_MOUNTED: readonly RouteName[] = ['onboarding', 'profile', 'shop'];

const searchHref = (text: string) => {
  const { page, limit, search } = headerSearchQuery(text);
  return routeHref({
    name: 'global_search',
    query: { page: String(page), limit: String(limit), search },
  });
};

/** It brings the full stylesheet: public pages load only theirs. */
export function Component() {
  const session = useSessionUser();
  const configuration = useConfiguration();
  const routeName = useRouteName();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const logout = useLogout();
  const bag = useBag();
  const sendSuggestion = useMutation(configurationMutation.sendSuggestion());
  const [suggestionOpen, setSuggestionOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const queryClient = useQueryClient();

  if (!session) {
    // The learner could not be asked for (offline, nothing kept on the device): the error screen
    // of the layout's own route, never an empty page.
    const me = queryClient.getQueryState(profileQuery.me().queryKey);
    if (me?.status === 'error') throw me.error;
    // A session that just expired is on its way home (session/sessionExpired.ts).
    return null;
  }
  const { user, userType } = session;
  const maintenance = configuration.isMaintenanceMode;

  const header = (
    <AppHeader
      template={template}
      user={{ name: user.name, socialName: user.socialName, image: user.image, userType }}
      currentRoute={routeName}
      shopVisible={canSeeShop(user, template)}
      maintenance={maintenance}
      suggestionMode={configuration.isSuggestionMode}
      // The balance is the wallet minus the bag.
      decoins={canSeeDecoinsBalance(user, template) ? bag.balance : null}
      bagCount={bag.count}
      search={{
        visible: isHeaderSearchVisible(routeName, maintenance),
        value: routeName === 'global_search' ? (params.get('search') ?? '') : undefined,
        onSearch: (text) => void navigate(routerPath(searchHref(text))),
      }}
      notifications={maintenance ? undefined : <NotificationsArea />}
      onSuggestionClick={() => setSuggestionOpen(true)}
      onLogoutClick={() => setConfirmingLogout(true)}
    />
  );

  return (
    <AppShell
      template={template}
      header={header}
      // The onboarding's steps are URLs of one modal that keeps the learner's answers, and the
      // profile's tabs and the shop's pages are URLs of one screen: moving between them must not
      // remount the page the way a new screen fades in (the profile's header would flash, the
      // focused tab would go, the shop's open filters on a phone would close).
      routeKey={KEPT_MOUNTED.includes(routeName) ? routeName : location.pathname}
      loading={navigation.state === 'loading'}
    >
      <Outlet />
      {/* A new page opens at its top (or its anchor); back and forward restore where it was. */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
      <SuggestionModal
        open={suggestionOpen}
        onClose={() => setSuggestionOpen(false)}
        onSubmit={async (suggestion) => {
          await sendSuggestion.mutateAsync(suggestion);
          toast.show('success', SUCCESS_MESSAGES.suggestionSent);
        }}
      />
      <ConfirmDialog
        open={confirmingLogout}
        title={CONFIRM_MESSAGES.logout}
        confirmLabel="Sair"
        confirmVariant="primary"
        onConfirm={logout}
        onCancel={() => setConfirmingLogout(false)}
      />
      {!maintenance && <DailyCoinsLimit />}
    </AppShell>
  );
}
