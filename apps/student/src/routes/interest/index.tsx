import { ERROR_MESSAGES, openCommentsInQuery } from '@decola/domain';
import { COMMENTS_MODAL_TEXT, INTEREST_PAGE_TEXT, IntroVideoModal } from '@decola/ui';
import { AreaBoundary } from '../../app/AreaBoundary';
import { CommentsArea } from '../dashboard/CommentsArea';
import { useDashboardQuery } from '../dashboard/useDashboardQuery';
import { useIntroVideo } from '../dashboard/useIntroVideo';
import { InterestArea } from './InterestArea';

/** spec 2 §2 route `interest`: its course cards keep the comments modal and the intro video. */
export function Component() {
  const introVideo = useIntroVideo();
  const commentsQuery = useDashboardQuery();
  return (
    <>
      <AreaBoundary text={INTEREST_PAGE_TEXT.error}>
        <InterestArea
          onIntroVideoClick={introVideo.open}
          onCommentsClick={(course) =>
            commentsQuery.update((query) => openCommentsInQuery(query, course.id))
          }
        />
      </AreaBoundary>
      <AreaBoundary text={COMMENTS_MODAL_TEXT.error}>
        <CommentsArea {...commentsQuery} />
      </AreaBoundary>
      <AreaBoundary text={ERROR_MESSAGES.faqLoad}>
        <IntroVideoModal
          open={introVideo.target !== null}
          title={introVideo.target?.title ?? ''}
          video={introVideo.target?.video}
          onClose={introVideo.close}
        />
      </AreaBoundary>
    </>
  );
}
