import {
  COMMENT_LIST_TEXT,
  COURSE_PANEL_TEXT,
  CourseActions,
  CoursePage,
  Markdown,
} from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { RecommendArea } from '../../shell/RecommendArea';
import { CourseCommentsArea } from './CourseCommentsArea';
import { ContentsArea } from './ContentsArea';
import { IndicatedArea } from './IndicatedArea';
import { InstructorsArea } from './InstructorsArea';
import { RecommendationsArea } from './RecommendationsArea';
import { useCertificateHref } from './useCertificateHref';
import { useCourse } from './useCourse';
import { useCourseActions } from './useCourseActions';
import { useCourseContents } from './useCourseContents';
import { useOpenCertificate } from '../../common/useOpenCertificate';

/** Each panel loads its own data behind its own boundary: one failing leaves the page working. */
export function CourseScreen({ courseId, today }: { courseId: number; today: Date }) {
  const { course, notFound, state, enrolled } = useCourse(courseId);
  const actions = useCourseActions(courseId);
  const { contents, continueHref } = useCourseContents(courseId);
  const certificateHref = useCertificateHref(course);
  const openCertificate = useOpenCertificate();
  const blocked = Boolean(course?.isBlocked);
  return (
    <CoursePage
      state={state}
      notFound={notFound}
      course={course}
      today={today}
      description={course?.description ? <Markdown source={course.description} /> : null}
      actions={
        course && (
          <CourseActions
            enrolled={enrolled}
            blocked={blocked}
            enrolling={actions.enrolling}
            onEnroll={() => void actions.enroll().catch(() => undefined)}
            continueHref={continueHref}
            onLeave={actions.leave}
            favorite={Boolean(course.isFavorite)}
            favoritePending={actions.favoritePending}
            onFavoriteChange={actions.setFavorite}
            certificateHref={certificateHref}
            onCertificateClick={openCertificate}
            recommend={<RecommendArea courseId={courseId} courseTitle={course.title} />}
          />
        )
      }
      contents={
        <AreaBoundary text={COURSE_PANEL_TEXT.contents.error}>
          <ContentsArea
            courseId={courseId}
            contents={contents}
            enrolled={enrolled === true}
            blocked={blocked}
            onEnroll={actions.enroll}
            enrolling={actions.enrolling}
          />
        </AreaBoundary>
      }
      comments={
        <AreaBoundary text={COMMENT_LIST_TEXT.error}>
          <CourseCommentsArea courseId={courseId} />
        </AreaBoundary>
      }
      instructors={
        <AreaBoundary text={COURSE_PANEL_TEXT.instructors.error}>
          <InstructorsArea courseId={courseId} />
        </AreaBoundary>
      }
      indicated={
        <AreaBoundary text={COURSE_PANEL_TEXT.indicated.error}>
          <IndicatedArea courseId={courseId} />
        </AreaBoundary>
      }
      recommendations={
        <AreaBoundary text={COURSE_PANEL_TEXT.recommendations.error}>
          <RecommendationsArea />
        </AreaBoundary>
      }
    />
  );
}
