import { OutboxNotice, RatingsPanel } from '@decola/ui';
import { contentTarget } from '../../api/outbox/writes';
import { useOutboxNotice } from '../../api/outbox/useOutboxNotice';
import { panelStateOf } from '../../api/panelState';
import type { ContentTabProps } from '../../assessment/contentTab';
import { useContentRatings } from '../../assessment/useContentRatings';
import { useSessionUser } from '../../shell/useSessionUser';

const RATING_WRITES = ['createRating'];

/** Issue 17 §1: the ratings tab of a course content; its calls start once the tab is opened. */
export function RatingsArea({ owner, contentId, opened }: ContentTabProps) {
  const session = useSessionUser();
  const userId = session?.user.id ?? 0;
  const { ratings, list, create, toggleLike, remove } = useContentRatings(
    owner,
    contentId,
    userId,
    opened,
  );
  const notice = useOutboxNotice(RATING_WRITES, contentTarget({ owner, contentId }));
  return (
    <>
      <OutboxNotice {...notice} className="mb-3" />
      <RatingsPanel
        ratings={list}
        userId={userId}
        state={panelStateOf(ratings)}
        hasMore={ratings.hasNextPage}
        loadingMore={ratings.isFetchingNextPage}
        onLoadMore={() => void ratings.fetchNextPage()}
        onCreate={create}
        onToggleLike={toggleLike}
        onDelete={remove}
      />
    </>
  );
}
