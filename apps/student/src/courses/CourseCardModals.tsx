import { ERROR_MESSAGES } from '@decola/domain';
import { COMMENTS_MODAL_TEXT, IntroVideoModal } from '@decola/ui';
import { AreaBoundary } from '../common/AreaBoundary';
import { CommentsArea } from './CommentsArea';
import type { useDashboardQuery } from './useDashboardQuery';
import type { useIntroVideo } from './useIntroVideo';

/** The comments modal of a screen's course cards, behind its own boundary. */
export function CommentsModalArea(pageQuery: ReturnType<typeof useDashboardQuery>) {
  return (
    <AreaBoundary text={COMMENTS_MODAL_TEXT.error}>
      <CommentsArea {...pageQuery} />
    </AreaBoundary>
  );
}

/** The one intro-video modal of a screen, opened by any card's play button. */
export function IntroVideoArea({ introVideo }: { introVideo: ReturnType<typeof useIntroVideo> }) {
  return (
    <AreaBoundary text={ERROR_MESSAGES.faqLoad}>
      <IntroVideoModal
        open={introVideo.target !== null}
        title={introVideo.target?.title ?? ''}
        video={introVideo.target?.video}
        onClose={introVideo.close}
      />
    </AreaBoundary>
  );
}
