import { CourseRecommendations } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { CommentsModalArea, IntroVideoArea } from '../../courses/CourseCardModals';
import { useCourseCards } from '../../courses/useCourseCards';
import { asyncStateOf } from '../../api/asyncState';

/** 'Recomendados para você': its cards keep the intro video and the comments modal (item 11). */
export function RecommendationsArea() {
  const recommended = useQuery(courseQuery.recommended());
  const { actions, introVideo, pageQuery } = useCourseCards();
  return (
    <>
      <CourseRecommendations
        courses={recommended.data ?? []}
        state={asyncStateOf(recommended)}
        {...actions}
      />
      <IntroVideoArea introVideo={introVideo} />
      <CommentsModalArea {...pageQuery} />
    </>
  );
}
