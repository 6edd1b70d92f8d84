import { ATTENDED_EVENTS_TEXT, CONTINUE_LEARNING_TEXT, PROFILE_TEXT } from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { CommentsModalArea, IntroVideoArea } from '../../courses/CourseCardModals';
import { useCourseCards } from '../../courses/useCourseCards';
import { ContinueArea } from '../../courses/ContinueArea';
import { AttendedEventsArea } from './AttendedEventsArea';
import { EnrolledTrainingsArea } from './EnrolledTrainingsArea';

/**
 * Profile `courses`: the enrolled trainings, the courses in progress (5 a request, as the
 * dashboard loads them) and the events attended; the cards keep their comments and intro video.
 */
export function CoursesTab() {
  const { actions, introVideo, pageQuery } = useCourseCards();
  return (
    <>
      <AreaBoundary text={PROFILE_TEXT.enrolled.error}>
        <EnrolledTrainingsArea {...actions} />
      </AreaBoundary>
      <AreaBoundary text={CONTINUE_LEARNING_TEXT.error}>
        <ContinueArea />
      </AreaBoundary>
      <AreaBoundary text={ATTENDED_EVENTS_TEXT.error}>
        <AttendedEventsArea today={actions.today} />
      </AreaBoundary>
      <CommentsModalArea {...pageQuery} />
      <IntroVideoArea introVideo={introVideo} />
    </>
  );
}
