import { ERROR_MESSAGES, openCommentsInQuery } from '@decola/domain';
import {
  APP_MAIN_ID,
  BackToTop,
  CATALOGUE_TEXT,
  COMMENTS_MODAL_TEXT,
  CONTINUE_LEARNING_TEXT,
  DashboardPage,
  EVENTS_SECTION_TEXT,
  INTERESTS_SECTION_TEXT,
  IntroVideoModal,
  MANDATORY_TRACKS_TEXT,
  PILLS_SECTION_TEXT,
} from '@decola/ui';
import { AreaBoundary } from '../../app/AreaBoundary';
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

/** Each section loads its own data and renders behind its own boundary: one failing leaves the others working. */
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
      commentsModal={
        <AreaBoundary text={COMMENTS_MODAL_TEXT.error}>
          <CommentsArea {...dashboardQuery} />
        </AreaBoundary>
      }
      introVideoModal={
        <AreaBoundary text={ERROR_MESSAGES.faqLoad}>
          <IntroVideoModal
            open={introVideo.target !== null}
            title={introVideo.target?.title ?? ''}
            video={introVideo.target?.video}
            onClose={introVideo.close}
          />
        </AreaBoundary>
      }
      faq={
        <AreaBoundary text={ERROR_MESSAGES.faqLoad}>
          <FaqArea />
        </AreaBoundary>
      }
      backToTop={<BackToTop focusTargetId={APP_MAIN_ID} />}
      onboardingModal={
        routeName === 'onboarding' && session ? (
          <AreaBoundary text={ERROR_MESSAGES.faqLoad}>
            <OnboardingArea user={session.user} />
          </AreaBoundary>
        ) : null
      }
      pills={
        <AreaBoundary text={PILLS_SECTION_TEXT.error}>
          <PillsArea />
        </AreaBoundary>
      }
      continueLearning={
        <AreaBoundary text={CONTINUE_LEARNING_TEXT.error}>
          <ContinueArea />
        </AreaBoundary>
      }
      events={
        <AreaBoundary text={EVENTS_SECTION_TEXT.error}>
          <EventsArea today={today} onIntroVideoClick={introVideo.open} />
        </AreaBoundary>
      }
      mandatoryTracks={
        <AreaBoundary text={MANDATORY_TRACKS_TEXT.error}>
          <MandatoryTracksArea {...courseActions} />
        </AreaBoundary>
      }
      interests={
        <AreaBoundary text={INTERESTS_SECTION_TEXT.error}>
          <InterestsArea {...courseActions} />
        </AreaBoundary>
      }
      catalogue={
        <AreaBoundary text={CATALOGUE_TEXT.error}>
          <CatalogueArea {...dashboardQuery} {...courseActions} />
        </AreaBoundary>
      }
    />
  );
}
