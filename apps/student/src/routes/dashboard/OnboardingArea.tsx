import { parseOnboardingStep, routeHref, shouldShowOnboarding } from '@decola/domain';
import { OnboardingModal, type OnboardingDraft } from '@decola/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { asyncStateOf } from '../../api/asyncState';
import { interestMutation, interestQuery } from '../../api/interests';
import { profileMutation, profileQuery } from '../../api/profile';
import { routerPath } from '../../common/paths';
import { template } from '../../common/template';
import { useLatestNavigation } from '../../common/useLatestNavigation';
import { redoOnboarding } from '../../session/redoOnboarding';
import type { SessionUser } from '../../session/sessionUser';

type ProfileDraft = { socialName?: string; biography?: string; image?: string };

const stepHref = (step: number) =>
  routerPath(routeHref({ name: 'onboarding', params: { step: String(step) } }));
const DASHBOARD = routeHref({ name: 'dashboard' });
const DASHBOARD_PAGE_1 = routeHref({ name: 'dashboard', query: { page: '1' } });

/** Each step is a URL, so previous and next move it. */
export function OnboardingArea({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const navigateWhenReady = useLatestNavigation();
  const queryClient = useQueryClient();
  const step = parseOnboardingStep(useParams().step);
  const interests = useQuery(interestQuery.list());
  const finish = useMutation(profileMutation.finishOnboarding());
  const edit = useMutation(profileMutation.edit());
  const link = useMutation(interestMutation.link());

  const visible = shouldShowOnboarding({
    user,
    step,
    redoFlag: redoOnboarding.isSet(),
    excluded: false,
  });
  // The route guard keeps everyone else out; this covers the moment after finishing, while the
  // dashboard is on its way.
  if (step === null || !visible) return null;

  /** Both ways out: first login false, finish sent, redo flag cleared. */
  const endFirstLogin = async (update: ProfileDraft) => {
    await finish.mutateAsync({ isFirstLogin: false, ...update });
    redoOnboarding.clear();
    // The guard on the way to the dashboard reads the user again; until then, memory says done.
    queryClient.setQueryData(profileQuery.me().queryKey, (answer) =>
      answer ? { ...answer, user: { ...answer.user, ...update, isFirstLogin: false } } : answer,
    );
  };

  const onFinish = (draft: OnboardingDraft) =>
    navigateWhenReady(
      async () => {
        const profile: ProfileDraft = {
          socialName: draft.socialName,
          biography: draft.biography,
          ...(draft.image ? { image: draft.image } : {}),
        };
        await endFirstLogin(profile);
        await link.mutateAsync({ interests: draft.interestIds });
        await edit.mutateAsync(profile);
        return DASHBOARD_PAGE_1;
      },
      { replace: true },
    );

  // Closing leaves for the dashboard whether or not the finish call went through.
  const onClose = () =>
    void navigateWhenReady(
      () =>
        endFirstLogin({}).then(
          () => DASHBOARD,
          () => DASHBOARD,
        ),
      { replace: true },
    );

  return (
    <OnboardingModal
      open
      step={step}
      user={user}
      template={template}
      interests={interests.data ?? []}
      interestsState={asyncStateOf(interests)}
      onStepChange={(next) => void navigate(stepHref(next))}
      onFinish={onFinish}
      onClose={onClose}
    />
  );
}
