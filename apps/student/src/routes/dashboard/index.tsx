import { ERROR_MESSAGES } from '@decola/domain';
import {
  APP_MAIN_ID,
  BackToTop,
  CATALOGUE_TEXT,
  CONTINUE_LEARNING_TEXT,
  DashboardPage,
  EVENTS_SECTION_TEXT,
  INTERESTS_SECTION_TEXT,
  MANDATORY_TRACKS_TEXT,
  PILLS_SECTION_TEXT,
} from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { template } from '../../common/template';
import { useRouteName } from '../../shell/routeName';
import { useSessionUser } from '../../shell/useSessionUser';
import { CatalogueArea } from './CatalogueArea';
import { useNoTraining } from './catalogueFilters';
import { CommentsModalArea, IntroVideoArea } from '../../courses/CourseCardModals';
import { ContinueArea } from '../../courses/ContinueArea';
import { EventsArea } from './EventsArea';
import { FaqArea } from './FaqArea';
import { InterestsArea } from './InterestsArea';
import { MandatoryTracksArea } from './MandatoryTracksArea';
import { OnboardingArea } from './OnboardingArea';
import { PillsArea } from './PillsArea';
import { useCourseCards } from '../../courses/useCourseCards';

/** Each section loads its own data and renders behind its own boundary: one failing leaves the others working. */
export function Component() {
  const session = useSessionUser();
  const routeName = useRouteName();
  const { actions: courseActions, introVideo, pageQuery: dashboardQuery } = useCourseCards();
  const { today } = courseActions;
  const noTraining = useNoTraining();

  return (
    <DashboardPage
      template={template}
      empty={noTraining}
      commentsModal={<CommentsModalArea {...dashboardQuery} />}
      introVideoModal={<IntroVideoArea introVideo={introVideo} />}
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
          <ContinueArea askedAhead />
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
