import { INTEREST_PAGE_TEXT } from '@decola/ui';
import { AreaBoundary } from '../../common/AreaBoundary';
import { CommentsModalArea, IntroVideoArea } from '../../courses/CourseCardModals';
import { useCourseCards } from '../../courses/useCourseCards';
import { InterestArea } from './InterestArea';

/** Route `interest`: its course cards keep the comments modal and the intro video. */
export function Component() {
  const { actions, introVideo, pageQuery } = useCourseCards();
  return (
    <>
      <AreaBoundary text={INTEREST_PAGE_TEXT.error}>
        <InterestArea {...actions} />
      </AreaBoundary>
      <CommentsModalArea {...pageQuery} />
      <IntroVideoArea introVideo={introVideo} />
    </>
  );
}
