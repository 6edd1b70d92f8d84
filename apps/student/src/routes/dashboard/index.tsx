import { openCommentsInQuery } from '@decola/domain';
import { APP_MAIN_ID, BackToTop, DashboardPage, IntroVideoModal } from '@decola/ui';
import { template } from '../../app/template';
import { useRouteName } from '../../shell/routeName';
import { useSessionUser } from '../../shell/useSessionUser';
import { CatalogueArea } from './CatalogueArea';
import { useNoTraining } from './catalogueFilters';
import { CommentsArea } from './CommentsArea';
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
import { useToday } from '../../app/useToday';

/** Each section loads its own data, so one failing leaves the others working. */
export function Component() {
  const session = useSessionUser();
  const routeName = useRouteName();
  const today = useToday();
  const introVideo = useIntroVideo();
  const dashboardQuery = useDashboardQuery();
  const noTraining = useNoTraining();

  const courseActions: DashboardCourseActions = {
    today,
    onIntroVideoClick: introVideo.open,
    onCommentsClick: (course) =>
      dashboardQuery.update((query) => openCommentsInQuery(query, course.id)),
  };

  return (
    <DashboardPage
      template={template}
      empty={noTraining}
      commentsModal={<CommentsArea {...dashboardQuery} />}
      introVideoModal={
        <IntroVideoModal
          open={introVideo.target !== null}
          title={introVideo.target?.title ?? ''}
          video={introVideo.target?.video}
          onClose={introVideo.close}
        />
      }
      faq={<FaqArea />}
      backToTop={<BackToTop focusTargetId={APP_MAIN_ID} />}
      onboardingModal={
        routeName === 'onboarding' && session ? <OnboardingArea user={session.user} /> : null
      }
      pills={<PillsArea />}
      continueLearning={<ContinueArea />}
      events={<EventsArea today={today} onIntroVideoClick={introVideo.open} />}
      mandatoryTracks={<MandatoryTracksArea {...courseActions} />}
      interests={<InterestsArea {...courseActions} />}
      catalogue={<CatalogueArea {...dashboardQuery} {...courseActions} />}
    />
  );
}
