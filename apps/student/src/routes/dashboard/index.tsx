import { openCommentsInQuery } from '@decola/domain';
import { APP_MAIN_ID, BackToTop, IntroVideoModal } from '@decola/ui';
import { useRouteName } from '../../shell/routeName';
import { useSessionUser } from '../../shell/useSessionUser';
import type { DashboardCourseActions } from './courseActions';
import { ContinueArea } from './ContinueArea';
import { EventsArea } from './EventsArea';
import { FaqArea } from './FaqArea';
import { InterestsArea } from './InterestsArea';
import { MandatoryTracksArea } from './MandatoryTracksArea';
import { OnboardingArea } from './OnboardingArea';
import { PillsArea } from './PillsArea';
import { useDashboardQuery } from './useDashboardQuery';
import { useIntroVideo } from './useIntroVideo';
import { useToday } from './useToday';

/**
 * The dashboard (spec 1 §2 "Dashboard"), also under `dashboard/onboarding/:step`, where the
 * onboarding opens over it. Each section loads its own data, so one failing leaves the others
 * working; the page only shares what several sections open: the intro video and the comments.
 */
export function Component() {
  const session = useSessionUser();
  const routeName = useRouteName();
  const today = useToday();
  const introVideo = useIntroVideo();
  const { update } = useDashboardQuery();

  const courseActions: DashboardCourseActions = {
    today,
    onIntroVideoClick: introVideo.open,
    onCommentsClick: (course) => update((query) => openCommentsInQuery(query, course.id)),
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-8">
      <h1 className="sr-only">Meu dashboard</h1>
      <IntroVideoModal
        open={introVideo.target !== null}
        title={introVideo.target?.title ?? ''}
        video={introVideo.target?.video}
        onClose={introVideo.close}
      />
      <FaqArea />
      <BackToTop focusTargetId={APP_MAIN_ID} />
      {routeName === 'onboarding' && session && <OnboardingArea user={session.user} />}
      <PillsArea />
      <ContinueArea />
      <EventsArea today={today} onIntroVideoClick={introVideo.open} />
      <MandatoryTracksArea {...courseActions} />
      <InterestsArea {...courseActions} />
    </div>
  );
}
