import { openCommentsInQuery } from '@decola/domain';
import { CourseRecommendations, IntroVideoModal } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { CommentsArea as CommentsModalArea } from '../dashboard/CommentsArea';
import { useDashboardQuery } from '../dashboard/useDashboardQuery';
import { useIntroVideo } from '../dashboard/useIntroVideo';
import { panelState } from './panelState';

/** 'Recomendados para você': its cards keep the intro video and the comments modal (item 11). */
export function RecommendationsArea({ today }: { today: Date }) {
  const recommended = useQuery(courseQuery.recommended());
  const introVideo = useIntroVideo();
  const commentsQuery = useDashboardQuery();
  return (
    <>
      <CourseRecommendations
        courses={recommended.data ?? []}
        state={panelState(recommended)}
        today={today}
        onIntroVideoClick={introVideo.open}
        onCommentsClick={(course) =>
          commentsQuery.update((query) => openCommentsInQuery(query, course.id))
        }
      />
      <IntroVideoModal
        open={introVideo.target !== null}
        title={introVideo.target?.title ?? ''}
        video={introVideo.target?.video}
        onClose={introVideo.close}
      />
      <CommentsModalArea {...commentsQuery} />
    </>
  );
}
