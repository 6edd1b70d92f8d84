import { CommentsModalArea, IntroVideoArea } from './CourseCardModals';
import type { useCourseCards } from './useCourseCards';

/** The comments and intro-video modals of a catalogue page's course cards. */
export function CataloguePageModals({
  introVideo,
  pageQuery,
}: Pick<ReturnType<typeof useCourseCards>, 'introVideo' | 'pageQuery'>) {
  return (
    <>
      <CommentsModalArea {...pageQuery} />
      <IntroVideoArea introVideo={introVideo} />
    </>
  );
}
